'use client';

import { useState } from 'react';
import { Button, Form } from 'antd';
import { EmailItem, SubmitWhenReady } from '@/components/auth-fields';
import { FormError } from '@/components/form-error';
import { isEmail } from '@/contracts/auth';
import { forgotPasswordErrorMessage } from '@/lib/messages';
import { setAuthModal } from '@/hooks/use-auth-modal';
import { errorCodeOf, forgotPassword } from '../api/auth-api';
import { useSingleSubmit } from './use-single-submit';
import styles from './auth-form.module.css';

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [form] = Form.useForm<{ email: string }>();
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting, run } = useSingleSubmit();

  const submit = ({ email }: { email: string }) =>
    run(async () => {
      setError(null);
      try {
        await forgotPassword(email.trim());
        setAuthModal({ state: 'reset-forgotten-password', email: email.trim() });
      } catch (failure) {
        setError(forgotPasswordErrorMessage(errorCodeOf(failure)));
      }
    });

  return (
    <>
      <h2 className={styles.title}>Forgot password</h2>
      <p className={styles.subtitle}>
        Enter the email of your account and we will send you a code to reset your password.
      </p>
      <FormError text={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ email: initialEmail }}
      >
        <EmailItem rule="valid" />
        <SubmitWhenReady
          form={form}
          isReady={(instance) => isEmail(instance.getFieldValue('email'))}
          isSubmitting={isSubmitting}
          isSpaced
        >
          Send code
        </SubmitWhenReady>
      </Form>
      <Button type="link" block onClick={() => setAuthModal({ state: 'login' })}>
        Back to login
      </Button>
    </>
  );
}
