'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useSession } from 'next-auth/react';
import { signInWithPassword } from '../api/auth-api';

/** How long a sign-in waits for the page's first session read before it goes ahead all the same. */
const FIRST_READ_WAIT_MS = 10_000;

/**
 * Signs in with e-mail and password once the page's first read of the session has been answered.
 *
 * The session provider keeps whichever read answers last. A read sent before the sign-in (signed out) that
 * answered after the sign-in's own read would leave the header signed out although the sign-in succeeded; on a
 * slow network the log-in page can be filled and sent before that first read is back. Reads sent later, by
 * polling or on the tab's return, are only made for a signed-in visitor.
 */
export function useSignInWithPassword() {
  const { status } = useSession();
  const firstRead = useRef({ answered: status !== 'loading', waiters: [] as Array<() => void> });

  useEffect(() => {
    if (status === 'loading') return;
    firstRead.current.answered = true;
    for (const resolve of firstRead.current.waiters.splice(0)) resolve();
  }, [status]);

  return useCallback(async (email: string, password: string) => {
    if (!firstRead.current.answered) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FIRST_READ_WAIT_MS);
        firstRead.current.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return signInWithPassword(email, password);
  }, []);
}
