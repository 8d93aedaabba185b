'use client';

import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { showMessage } from '@/components/show-message';
import { exitImpersonation } from '@/hooks/use-impersonation';
import { UNKNOWN_ERROR } from '@/lib/messages';
import { buttonClass } from '@/components/button';
import styles from './impersonation-banner.module.css';

/** The header's banner while the session carries adminId, with 'Exit Impersonation'. */
export function ImpersonationBanner() {
  const { data: session } = useSession();
  const [isPending, setIsPending] = useState(false);
  const adminId = session?.user.adminId;
  if (!adminId) return null;
  const exit = async () => {
    setIsPending(true);
    try {
      await exitImpersonation(adminId);
    } catch {
      setIsPending(false);
      showMessage('error', UNKNOWN_ERROR);
    }
  };
  return (
    <div role="region" aria-label="Impersonation" className={styles.banner}>
      <span>
        You are signed in as <strong>{session.user.email}</strong>.
      </span>
      <button
        type="button"
        className={buttonClass({ isSmall: true })}
        disabled={isPending}
        aria-busy={isPending}
        onClick={() => void exit()}
      >
        Exit Impersonation
      </button>
    </div>
  );
}
