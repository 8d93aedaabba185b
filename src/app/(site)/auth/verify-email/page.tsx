import type { Metadata } from 'next';
import { AuthPage } from '@/features/auth-modal/components/auth-page';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

/**
 * The verify-email form as a page, for a visitor who closed the window after signing up: no e-mail is carried
 * over, so the form asks for it (spec section 5).
 */
export default function VerifyEmailPage() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1 className="visually-hidden">Your Rampart account</h1>
      <AuthPage initialState="verify-email" />
    </main>
  );
}
