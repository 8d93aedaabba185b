import Link from 'next/link';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/config/site';

interface ServerErrorProps {
  readonly title?: string;
  readonly subtitle?: string;
  readonly extra?: ReactNode;
}

/** The 500 screen of spec section 2, with its default texts. */
export function ServerError({
  title = 'Oops',
  subtitle = 'Sorry, something went wrong.',
  extra,
}: ServerErrorProps) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      style={{ maxWidth: 640, margin: '0 auto', padding: '96px 24px', textAlign: 'center' }}
    >
      <h1 style={{ fontSize: 40, margin: 0 }}>{title}</h1>
      <p style={{ fontSize: 20, margin: '12px 0' }}>{subtitle}</p>
      <p style={{ color: '#475569' }}>
        Server Error 500. We apologize and are fixing the problem. Please try again at a later stage.
      </p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', marginTop: 24 }}>
        {extra}
        <Link href="/">Back to Homepage</Link>
      </div>
    </main>
  );
}
