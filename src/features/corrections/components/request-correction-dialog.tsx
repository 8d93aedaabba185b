'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Input } from 'antd';
import type { CorrectableClaim } from '@/contracts/corrections';
import { FormDialog } from '@/components/form-dialog';
import { showMessage } from '@/components/show-message';
import {
  CORRECTION_EVIDENCE_MAX_LINKS,
  CORRECTION_REASON_MAX_CHARS,
  CORRECTION_REASON_MIN_CHARS,
} from '@/config/constants';
import { CORRECTION_MESSAGES } from '@/lib/messages';
import { failureMessage, useRequestCorrection } from '../api/corrections-api';
import styles from './corrections.module.css';

/** The request form: why the claim is wrong, and up to five https links of evidence, one a line. */
export function RequestCorrectionDialog({
  projectId,
  claim,
  onClose,
}: {
  readonly projectId: string;
  readonly claim: CorrectableClaim;
  readonly onClose: () => void;
}) {
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [links, setLinks] = useState('');
  const mutation = useRequestCorrection({
    onSuccess: () => {
      showMessage('success', CORRECTION_MESSAGES.sent);
      onClose();
      router.refresh();
    },
  });
  const evidenceUrls = links
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const submit = () =>
    mutation.send({ projectId, claimKind: claim.kind, claimRef: claim.ref, reason, evidenceUrls });
  return (
    <FormDialog
      title="Request a correction"
      open
      onCancel={onClose}
      submitText="Send request"
      onSubmit={submit}
      isPending={mutation.isPending}
      canSubmit={reason.trim().length >= CORRECTION_REASON_MIN_CHARS}
      error={mutation.isError && failureMessage(mutation.error)}
    >
      <p>
        <strong>Claim:</strong> {claim.summary}
      </p>
      <label className={styles.field}>
        <span>Why is it wrong? (plain text, {CORRECTION_REASON_MAX_CHARS} characters at most)</span>
        <Input.TextArea
          value={reason}
          maxLength={CORRECTION_REASON_MAX_CHARS}
          rows={5}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>Evidence links (https, one a line, {CORRECTION_EVIDENCE_MAX_LINKS} at most)</span>
        <Input.TextArea value={links} rows={3} onChange={(event) => setLinks(event.target.value)} />
      </label>
    </FormDialog>
  );
}
