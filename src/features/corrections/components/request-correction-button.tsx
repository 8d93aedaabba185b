'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import type { CorrectableClaim } from '@/contracts/corrections';
import { buttonClass } from '@/components/button';
import { showMessage } from '@/components/show-message';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { useReadyControl } from '@/hooks/use-ready-control';
import { CORRECTION_MESSAGES } from '@/lib/messages';

// The dialog, and Ant Design with it, loads when it first opens: the project page stays light.
const RequestCorrectionDialog = dynamic(
  () => import('./request-correction-dialog').then((module) => module.RequestCorrectionDialog),
  { ssr: false },
);

/** "Request a correction" of one claim: signed-out visitors are asked to sign in first. */
export function RequestCorrectionButton({
  projectId,
  claim,
}: {
  readonly projectId: string;
  readonly claim: CorrectableClaim;
}) {
  const { status } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  // Whom to ask (the dialog, or to sign in first) is known once the session is.
  const ready = useReadyControl(status !== 'loading');
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'text', isSmall: true })}
        aria-label={`Request a correction: ${claim.summary}`}
        {...ready}
        onClick={() => {
          if (status === 'loading') return;
          if (status !== 'authenticated') {
            showMessage('info', CORRECTION_MESSAGES.signInToAsk);
            openAuthModal('login');
            return;
          }
          setIsOpen(true);
        }}
      >
        Request a correction
      </button>
      {isOpen && (
        <RequestCorrectionDialog projectId={projectId} claim={claim} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
