import type { Metadata } from 'next';
import { AuthPage } from '@/features/auth-modal/components/auth-page';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Log In', robots: { index: false } };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const { callbackUrl, error } = await searchParams;
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1 className="visually-hidden">Your Rampart account</h1>
      <AuthPage initialState="login" callbackUrl={callbackUrl} error={error} />
    </main>
  );
}
