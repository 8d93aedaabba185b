'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { setAuthModal, useAuthModal, type AuthModalState } from '@/hooks/use-auth-modal';
import { sameOriginPath } from '@/lib/same-origin-path';
import { AuthFlow } from './auth-flow';
import styles from './auth-page.module.css';

/** A callback URL on our own origin only: anything else (another host, //host, /\host, javascript:) is home. */
function safeCallbackUrl(value: string | undefined): string {
  // During the server render there is no window; only the browser's answer is ever used to navigate.
  return sameOriginPath(value, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}

/**
 * /auth/login, /auth/signup and /auth/verify-email: the auth modal's forms as a page, for small screens and
 * direct links.
 */
export function AuthPage({
  initialState,
  callbackUrl,
  error,
}: {
  initialState: Extract<AuthModalState, 'login' | 'signup' | 'verify-email'>;
  callbackUrl?: string;
  error?: string;
}) {
  const router = useRouter();
  const { status } = useSession();
  const { state } = useAuthModal();
  const target = safeCallbackUrl(callbackUrl);

  useEffect(() => {
    setAuthModal({ state: initialState });
    return () => setAuthModal({ state: 'hidden' });
  }, [initialState]);

  useEffect(() => {
    if (status === 'authenticated') router.replace(target);
  }, [status, router, target]);

  return (
    <div className={styles.page}>
      {error === 'SessionRequired' && state === 'login' && (
        <p role="status" className={styles.notice}>
          Please log in to see this page.
        </p>
      )}
      <div className={styles.card}>
        <AuthFlow callbackUrl={target} onSignedIn={() => router.replace(target)} />
      </div>
    </div>
  );
}
