import Link from 'next/link';
import type { ReactNode } from 'react';
import { ErrorScreen, errorScreenStyles as styles } from './error-screen';

interface ServerErrorProps {
  readonly title?: string;
  readonly subtitle?: string;
  readonly extra?: ReactNode;
}

/** The 500 screen, with its default texts. */
export function ServerError({
  title = 'Oops',
  subtitle = 'Sorry, something went wrong.',
  extra,
}: ServerErrorProps) {
  return (
    <ErrorScreen title={title}>
      <p className={styles.subtitle}>{subtitle}</p>
      <p className={styles.message}>
        Server Error 500. We apologize and are fixing the problem. Please try again at a later stage.
      </p>
      <div className={styles.actions}>
        {extra}
        <Link href="/">Back to Homepage</Link>
      </div>
    </ErrorScreen>
  );
}
