import type { Metadata } from 'next';
import { AuthPage } from '@/features/auth-modal/components/auth-page';
import { MAIN_CONTENT_ID } from '@/config/site';
import { VisuallyHidden } from '@/components/visually-hidden';

export const metadata: Metadata = { title: 'Log In', robots: { index: false } };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string }>;
}) {
  const { callbackUrl, error } = await searchParams;
  return (
    <main id={MAIN_CONTENT_ID}>
      <VisuallyHidden as="h1">Your Rampart account</VisuallyHidden>
      <AuthPage initialState="login" callbackUrl={callbackUrl} error={error} />
    </main>
  );
}
