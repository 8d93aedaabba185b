'use client';

import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { buttonClass } from '@/components/button';
import { showMessage } from '@/components/show-message';
import { CORRECTION_MESSAGES } from '@/lib/messages';
import { apiRequest } from '@/lib/api-client';
import { failureMessage } from '../api/corrections-api';
import { FormError } from '@/components/form-error';
import styles from './corrections.module.css';

const contracts = () => import('@/contracts/corrections');

/**
 * "Do you run this project?": the token to publish as a DNS TXT record or in /.well-known/rampart.txt on the
 * project's website, and the check. Signed-in users only.
 */
export function ProveOwnership({ projectId }: { readonly projectId: string }) {
  const { status } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const token = useQuery({
    queryKey: ['ownership-token', projectId],
    enabled: isOpen,
    queryFn: ({ signal }) =>
      apiRequest('/api/corrections/ownership/token', {
        query: { projectId },
        schema: () => contracts().then((module) => module.ownershipTokenOutput),
        signal,
      }),
  });
  const verify = useMutation({
    mutationFn: (method: 'dns' | 'file') =>
      apiRequest('/api/corrections/ownership/verify', {
        method: 'POST',
        body: { projectId, method },
        schema: () => contracts().then((module) => module.verifyOwnershipResult),
      }),
    onSuccess: () => showMessage('success', CORRECTION_MESSAGES.ownershipProven),
  });
  if (status !== 'authenticated') return null;
  if (!isOpen) {
    return (
      <p className={styles.meta}>
        Do you run this project?{' '}
        <button
          type="button"
          className={buttonClass({ variant: 'text', isSmall: true })}
          onClick={() => setIsOpen(true)}
        >
          Prove it
        </button>{' '}
        and your requests are shown as from the project team.
      </p>
    );
  }
  return (
    <div className={styles.meta}>
      {token.data ? (
        <>
          <p>
            Publish <code>{token.data.token}</code> as a DNS TXT record of <code>{token.data.dnsName}</code>{' '}
            or as a line of <code>{token.data.fileUrl}</code>, then check it:
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass({ isSmall: true })}
              disabled={verify.isPending}
              onClick={() => verify.mutate('dns')}
            >
              Check DNS
            </button>
            <button
              type="button"
              className={buttonClass({ isSmall: true })}
              disabled={verify.isPending}
              onClick={() => verify.mutate('file')}
            >
              Check the file
            </button>
          </div>
        </>
      ) : (
        token.isError && <div role="alert">{failureMessage(token.error)}</div>
      )}
      <FormError text={verify.isError && failureMessage(verify.error)} inline />
    </div>
  );
}
