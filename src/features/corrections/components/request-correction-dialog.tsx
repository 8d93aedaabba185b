'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button, Input, Modal } from 'antd';
import type { CorrectableClaim } from '@/contracts/corrections';
import { AntdScope } from '@/components/antd-scope';
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
  const mutation = useRequestCorrection();
  const evidenceUrls = links
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const submit = () =>
    mutation.mutate(
      { projectId, claimKind: claim.kind, claimRef: claim.ref, reason, evidenceUrls },
      {
        onSuccess: () => {
          showMessage('success', CORRECTION_MESSAGES.sent);
          onClose();
          router.refresh();
        },
      },
    );
  return (
    <AntdScope>
      <Modal
        title="Request a correction"
        open
        onCancel={onClose}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={onClose}>
            Cancel
          </Button>,
          <Button
            key="send"
            type="primary"
            loading={mutation.isPending}
            disabled={reason.trim().length < CORRECTION_REASON_MIN_CHARS}
            onClick={submit}
          >
            Send request
          </Button>,
        ]}
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
        {mutation.isError && (
          <div role="alert" className={styles.error}>
            {failureMessage(mutation.error)}
          </div>
        )}
      </Modal>
    </AntdScope>
  );
}
