import type { Metadata } from 'next';
import { AuthPage } from '@/features/auth-modal/components/auth-page';
import { MAIN_CONTENT_ID } from '@/config/site';
import { VisuallyHidden } from '@/components/visually-hidden';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

/**
 * The verify-email form as a page, for a visitor who closed the window after signing up: no e-mail is carried
 * over, so the form asks for it.
 */
export default function VerifyEmailPage() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <VisuallyHidden as="h1">Your Rampart account</VisuallyHidden>
      <AuthPage initialState="verify-email" />
    </main>
  );
}
