'use client';

import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { NewPasswordItem, SubmitWhenReady } from '@/components/auth-fields';
import { CODE_LENGTH } from '@/config/constants';
import { isValidPassword } from '@/contracts/auth';
import { resetPasswordErrorMessage, VALIDATION } from '@/lib/messages';
import { setAuthModal } from '@/hooks/use-auth-modal';
import { errorCodeOf, resetForgottenPassword, tooManyAttemptsOf } from '../api/auth-api';
import { useSignInWithPassword } from './use-sign-in-with-password';
import { FormError } from '@/components/form-error';
import { useSingleSubmit } from './use-single-submit';
import styles from './auth-form.module.css';

interface ResetValues {
  code: string;
  newPassword: string;
}

export function ResetPasswordForm({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting, run } = useSingleSubmit();
  const signInWithPassword = useSignInWithPassword();

  const submit = (values: ResetValues) =>
    run(async () => {
      setError(null);
      try {
        await resetForgottenPassword({ email, code: values.code.trim(), newPassword: values.newPassword });
      } catch (failure) {
        return setError(tooManyAttemptsOf(failure) ?? resetPasswordErrorMessage(errorCodeOf(failure)));
      }
      // Then the automatic sign-in with the new credentials.
      setAuthModal({ state: 'hidden' });
      if ((await signInWithPassword(email, values.newPassword)) === null) onSignedIn();
      else setAuthModal({ state: 'login', email });
    });

  return (
    <>
      <h2 className={styles.title}>Check your email</h2>
      <p className={styles.subtitle}>
        We sent a {CODE_LENGTH}-digit code to {email}. Enter it with your new password.
      </p>
      <FormError text={error} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label="Reset code"
          name="code"
          rules={[{ required: true, message: VALIDATION.resetCodeRequired }]}
        >
          <Input maxLength={CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <NewPasswordItem name="newPassword" label="New password" />
        <SubmitWhenReady
          form={form}
          isReady={(instance) => {
            const values = instance.getFieldsValue();
            return Boolean(values.code?.trim()) && isValidPassword(values.newPassword ?? '');
          }}
          isSubmitting={isSubmitting}
          isSpaced
        >
          Reset password
        </SubmitWhenReady>
      </Form>
      <Button type="link" block onClick={() => setAuthModal({ state: 'login' })}>
        Back to login
      </Button>
    </>
  );
}
