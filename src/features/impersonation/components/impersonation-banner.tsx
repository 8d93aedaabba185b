'use client';

import { useSession } from 'next-auth/react';
import { showMessage } from '@/components/show-message';
import { exitImpersonation } from '@/hooks/use-impersonation';
import { useSingleMutation } from '@/hooks/use-single-mutation';
import { UNKNOWN_ERROR } from '@/lib/messages';
import { buttonClass } from '@/components/button';
import styles from './impersonation-banner.module.css';

/** The header's banner while the session carries adminId, with 'Exit Impersonation'. */
export function ImpersonationBanner() {
  const { data: session } = useSession();
  const exit = useSingleMutation({
    mutationFn: exitImpersonation,
    onError: () => showMessage('error', UNKNOWN_ERROR),
  });
  const adminId = session?.user.adminId;
  if (!adminId) return null;
  // Busy until the page reloads as the staff member.
  const isPending = exit.isPending || exit.isSuccess;
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
        onClick={() => exit.send(adminId)}
      >
        Exit Impersonation
      </button>
    </div>
  );
}
