'use client';

import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { AntdScope } from './antd-scope';
import { FormError } from './form-error';

/**
 * How the confirm button sends: by calling `onSubmit` (the caller's mutation, `useSingleMutation`), or by submitting
 * the `<form>` of this id in the dialog, whose own validation then runs before its `onFinish` sends.
 */
type SendBy =
  | { readonly onSubmit: () => void; readonly form?: never }
  | { readonly form: string; readonly onSubmit?: never };

export type FormDialogProps = SendBy & {
  readonly title: ReactNode;
  readonly open: boolean;
  readonly onCancel: () => void;
  /** The confirm button's text. */
  readonly submitText: string;
  /** The send's mutation is pending: the confirm button is busy and takes no second press. */
  readonly isPending: boolean;
  /** Whether what is entered may be sent; the confirm button is disabled until it is. */
  readonly canSubmit?: boolean;
  /** What went wrong with the last send, shown under the form. */
  readonly error?: ReactNode;
  readonly children: ReactNode;
};

/**
 * A dialog that sends a form: its content, then Cancel and the confirm button, busy while the send is pending
 * and deaf to a second press meanwhile, and the send's error under the content.
 */
export function FormDialog({
  title,
  open,
  onCancel,
  submitText,
  onSubmit,
  isPending,
  canSubmit = true,
  form,
  error,
  children,
}: FormDialogProps) {
  const submit = () => {
    if (!isPending && canSubmit) onSubmit?.();
  };
  return (
    <AntdScope>
      <Modal
        title={title}
        open={open}
        onCancel={onCancel}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={onCancel}>
            Cancel
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={isPending}
            disabled={!canSubmit}
            {...(form ? { htmlType: 'submit' as const, form } : { onClick: submit })}
          >
            {submitText}
          </Button>,
        ]}
      >
        {children}
        <FormError text={error} inline />
      </Modal>
    </AntdScope>
  );
}
