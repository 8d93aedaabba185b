import type { Metadata } from 'next';
import { AuthPage } from '@/features/auth-modal/components/auth-page';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Sign Up', robots: { index: false } };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string }>;
}) {
  const { callbackUrl } = await searchParams;
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1 className="visually-hidden">Your Rampart account</h1>
      <AuthPage initialState="signup" callbackUrl={callbackUrl} />
    </main>
  );
}
