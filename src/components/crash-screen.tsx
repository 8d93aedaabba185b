'use client';

import { useEffect } from 'react';
import { ServerError } from './server-error';

/**
 * A crashed page is replaced by the error screen, its content not shown; the boundary
 * resets on the next route change. The crash is reported to POST /api/errors with the page URL and its text.
 */
export function CrashScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    void fetch('/api/errors', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Page crashed',
        description: `${window.location.href}\n${error.message}`.slice(0, 5000),
        trace: (error.digest ? `digest ${error.digest}\n` : '') + (error.stack ?? '').slice(0, 19_000),
      }),
    }).catch(() => undefined);
  }, [error]);
  return <ServerError />;
}
