'use client';

import { useState } from 'react';
import Link from 'next/link';
import type { PendingCorrection } from '@/contracts/corrections';
import { buttonClass } from '@/components/button';
import { showMessage } from '@/components/show-message';
import { CORRECTION_DECISION_REASON_MAX_CHARS } from '@/config/constants';
import { CORRECTION_MESSAGES } from '@/lib/messages';
import { failureMessage, useDecideCorrection } from '../api/corrections-api';
import { CorrectionLogItem } from './correction-log';
import { FormError } from '@/components/form-error';
import styles from './corrections.module.css';

function PendingItem({
  request,
  onDecided,
}: {
  request: PendingCorrection;
  onDecided: (id: number) => void;
}) {
  const [reason, setReason] = useState('');
  const mutation = useDecideCorrection();
  const decide = (decision: 'accept' | 'reject') =>
    mutation.mutate(
      decision === 'accept' ? { id: request.id, decision } : { id: request.id, decision, reason },
      {
        onSuccess: () => {
          showMessage(
            'success',
            decision === 'accept' ? CORRECTION_MESSAGES.accepted : CORRECTION_MESSAGES.rejected,
          );
          onDecided(request.id);
        },
      },
    );
  const reasonId = `reject-reason-${request.id}`;
  return (
    <div>
      <p className={styles.meta}>
        <Link href={`/projects/${request.projectId}#corrections`}>{request.projectName}</Link>
      </p>
      <ol className={styles.log}>
        <CorrectionLogItem entry={request} />
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ variant: 'primary', isSmall: true })}
          disabled={mutation.isPending}
          onClick={() => decide('accept')}
        >
          Accept
        </button>
        <label htmlFor={reasonId}>Reason for a rejection (public)</label>
        <input
          id={reasonId}
          value={reason}
          maxLength={CORRECTION_DECISION_REASON_MAX_CHARS}
          onChange={(event) => setReason(event.target.value)}
        />
        <button
          type="button"
          className={buttonClass({ isSmall: true })}
          disabled={mutation.isPending || reason.trim().length < 5}
          onClick={() => decide('reject')}
        >
          Reject
        </button>
      </div>
      <FormError text={mutation.isError && failureMessage(mutation.error)} inline />
    </div>
  );
}

/** The staff queue of correction requests: accept (the claim is withdrawn) or reject with a public reason. */
export function StaffCorrections({ pending }: { readonly pending: readonly PendingCorrection[] }) {
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const open = pending.filter((request) => !decided.has(request.id));
  return open.length === 0 ? (
    <p>No correction request is waiting.</p>
  ) : (
    <ul className={styles.claims} aria-label="Pending correction requests">
      {open.map((request) => (
        <li key={request.id}>
          <PendingItem request={request} onDecided={(id) => setDecided((set) => new Set([...set, id]))} />
        </li>
      ))}
    </ul>
  );
}
