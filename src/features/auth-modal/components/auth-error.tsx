import Link from 'next/link';
import { ErrorScreen } from '@/components/error-screen';
import { explainAuthError, isKnownAuthError } from './auth-error-explanations';
import styles from './auth-error.module.css';

/** The sign-in error page: what went wrong, in words, and the ways back. */
export function AuthError({ error }: { error?: string }) {
  const { title, explanation } = explainAuthError(error);
  return (
    <ErrorScreen title={title}>
      <p className={styles.explanation}>{explanation}</p>
      {error && isKnownAuthError(error) && <p className={styles.code}>Error code: {error}</p>}
      <div className={styles.actions}>
        <Link href="/auth/login">Back to log in</Link>
        <Link href="/">Back to Homepage</Link>
      </div>
    </ErrorScreen>
  );
}
