'use client';

import { useState } from 'react';
import { Button, Divider, Form, Input } from 'antd';
import { EmailItem, SubmitWhenReady } from '@/components/auth-fields';
import { FormError } from '@/components/form-error';
import { loginErrorMessage, VALIDATION } from '@/lib/messages';
import { setAuthModal } from '@/hooks/use-auth-modal';
import { useSignInWithPassword } from './use-sign-in-with-password';
import { GoogleSignInButton } from './google-sign-in-button';
import { useSingleSubmit } from './use-single-submit';
import styles from './auth-form.module.css';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm({
  initialEmail,
  callbackUrl,
  onSignedIn,
}: {
  initialEmail: string;
  callbackUrl: string;
  onSignedIn: () => void;
}) {
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting, run } = useSingleSubmit();
  const signInWithPassword = useSignInWithPassword();

  const submit = (values: LoginValues) =>
    run(async () => {
      setError(null);
      const code = await signInWithPassword(values.email.trim(), values.password);
      if (code === null) return onSignedIn();
      if (code === 'UserNotConfirmedException') {
        return setAuthModal({ state: 'verify-email', email: values.email.trim(), password: values.password });
      }
      setError(loginErrorMessage(code));
    });

  // Enabled only once both fields were touched and are valid.
  const isReady = (instance: typeof form) => {
    const values = instance.getFieldsValue();
    return (
      (instance.isFieldTouched('email') || Boolean(initialEmail)) &&
      instance.isFieldTouched('password') &&
      Boolean(values.email?.trim()) &&
      Boolean(values.password) &&
      !instance.getFieldsError().some((field) => field.errors.length > 0)
    );
  };

  return (
    <>
      <h2 className={styles.title}>Log In</h2>
      <p className={styles.subtitle}>
        Don&apos;t have an account?{' '}
        <Button type="link" className={styles.link} onClick={() => setAuthModal({ state: 'signup' })}>
          Sign Up
        </Button>
      </p>
      <FormError text={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ email: initialEmail }}
      >
        <EmailItem rule="required" />
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: VALIDATION.passwordRequired }]}
          className={styles.passwordItem}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className={styles.forgot}>
          <Button
            type="link"
            className={styles.link}
            onClick={() =>
              setAuthModal({ state: 'forgot-password', email: form.getFieldValue('email') ?? '' })
            }
          >
            Forgot password?
          </Button>
        </div>
        <SubmitWhenReady form={form} isReady={isReady} isSubmitting={isSubmitting}>
          Log In
        </SubmitWhenReady>
      </Form>
      <Divider plain>or</Divider>
      <GoogleSignInButton callbackUrl={callbackUrl} />
    </>
  );
}
