'use client';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';
import { VerifyEmailForm } from './verify-email-form';

/** The form of the auth flow's current state, in the modal or on the /auth pages. */
export function AuthFlow({ callbackUrl, onSignedIn }: { callbackUrl: string; onSignedIn: () => void }) {
  const { state, email, password, resendStartedAt } = useAuthModal();
  switch (state) {
    case 'signup':
      return <SignUpForm key="signup" initialEmail={email} />;
    case 'forgot-password':
      return <ForgotPasswordForm key="forgot" initialEmail={email} />;
    case 'reset-forgotten-password':
      return <ResetPasswordForm key="reset" email={email} onSignedIn={onSignedIn} />;
    case 'verify-email':
      return (
        <VerifyEmailForm
          key="verify"
          carriedEmail={email}
          password={password}
          resendStartedAt={resendStartedAt}
          onSignedIn={onSignedIn}
        />
      );
    default:
      return <LoginForm key="login" initialEmail={email} callbackUrl={callbackUrl} onSignedIn={onSignedIn} />;
  }
}
