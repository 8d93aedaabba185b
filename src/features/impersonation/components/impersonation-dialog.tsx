'use client';

import { useState } from 'react';
import { Input } from 'antd';
import { closeImpersonationModal, useIsImpersonationModalOpen } from '@/hooks/use-impersonation';
import { hasErrorCode } from '@/contracts/error-codes';
import { UNKNOWN_ERROR, USER_DOES_NOT_EXIST } from '@/lib/messages';
import { FormDialog } from '@/components/form-dialog';
import { useSingleMutation } from '@/hooks/use-single-mutation';
import { startImpersonation } from '../api/impersonation-api';

/**
 * 'Impersonation Tool': enter a user id, the server checks that it exists and switches
 * the session, then the page reloads as that user. Loaded when it first opens (./impersonation-modal.tsx).
 */
export function ImpersonationDialog() {
  const isOpen = useIsImpersonationModalOpen();
  const [userId, setUserId] = useState('');
  const start = useSingleMutation({
    mutationFn: startImpersonation,
    onSuccess: () => window.location.reload(),
  });

  const close = () => {
    closeImpersonationModal();
    setUserId('');
    start.reset();
  };
  const submit = () => start.send(userId.trim());
  // Busy until the page reloads as the user.
  const isPending = start.isPending || start.isSuccess;

  return (
    <FormDialog
      title="Impersonation Tool"
      open={isOpen}
      onCancel={close}
      submitText="Switch User"
      onSubmit={submit}
      isPending={isPending}
      canSubmit={userId.trim() !== ''}
      error={
        start.isError && (hasErrorCode(start.error, 'UserNotFound') ? USER_DOES_NOT_EXIST : UNKNOWN_ERROR)
      }
    >
      <p>Switch to another user to see the site as they see it and debug their problem.</p>
      <Input
        aria-label="User id"
        placeholder="Enter user id"
        value={userId}
        status={start.isError ? 'error' : undefined}
        onChange={(event) => {
          setUserId(event.target.value);
          start.reset();
        }}
        onPressEnter={() => {
          if (!isPending && userId.trim() !== '') submit();
        }}
      />
    </FormDialog>
  );
}
