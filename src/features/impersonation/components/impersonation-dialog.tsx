'use client';

import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { closeImpersonationModal, useIsImpersonationModalOpen } from '@/hooks/use-impersonation';
import { hasErrorCode } from '@/contracts/error-codes';
import { UNKNOWN_ERROR, USER_DOES_NOT_EXIST } from '@/lib/messages';
import { startImpersonation } from '../api/impersonation-api';
import { AntdScope } from '@/components/antd-scope';
import styles from './impersonation-dialog.module.css';

/**
 * 'Impersonation Tool': enter a user id, the server checks that it exists and switches
 * the session, then the page reloads as that user. Loaded when it first opens (./impersonation-modal.tsx).
 */
export function ImpersonationDialog() {
  const isOpen = useIsImpersonationModalOpen();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const close = () => {
    closeImpersonationModal();
    setUserId('');
    setError(null);
  };

  const submit = async () => {
    if (isPending || userId.trim() === '') return;
    setIsPending(true);
    setError(null);
    try {
      await startImpersonation(userId.trim());
      window.location.reload();
    } catch (failure) {
      setError(hasErrorCode(failure, 'UserNotFound') ? USER_DOES_NOT_EXIST : UNKNOWN_ERROR);
      setIsPending(false);
    }
  };

  return (
    <AntdScope>
      <Modal
        title="Impersonation Tool"
        open={isOpen}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="switch"
            type="primary"
            loading={isPending}
            disabled={userId.trim() === ''}
            onClick={() => void submit()}
          >
            Switch User
          </Button>,
        ]}
      >
        <p>Switch to another user to see the site as they see it and debug their problem.</p>
        <Input
          aria-label="User id"
          placeholder="Enter user id"
          value={userId}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setUserId(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void submit()}
        />
        {error && (
          <div role="alert" className={styles.error}>
            {error}
          </div>
        )}
      </Modal>
    </AntdScope>
  );
}
