'use client';

import { useState } from 'react';
import Link from 'next/link';
import { Button, Checkbox, Form } from 'antd';
import { EmailItem, NewPasswordItem, SubmitWhenReady } from '@/components/auth-fields';
import { FormError } from '@/components/form-error';
import { isEmail, isValidPassword } from '@/contracts/auth';
import { CONFIRMATION_NOT_SENT, signUpErrorMessage } from '@/lib/messages';
import { setAuthModal } from '@/hooks/use-auth-modal';
import { errorCodeOf, signUp, tooManyAttemptsOf } from '../api/auth-api';
import { useSingleSubmit } from './use-single-submit';
import { showMessage } from '@/components/show-message';
import styles from './auth-form.module.css';

interface SignUpValues {
  email: string;
  password: string;
  agreement: boolean;
}

export function SignUpForm({ initialEmail }: { initialEmail: string }) {
  const [form] = Form.useForm<SignUpValues>();
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting, run } = useSingleSubmit();

  const submit = (values: SignUpValues) =>
    run(async () => {
      setError(null);
      const email = values.email.trim();
      try {
        await signUp({ email, password: values.password, agreement: true });
        setAuthModal({
          state: 'verify-email',
          email,
          password: values.password,
          resendStartedAt: Date.now(),
        });
      } catch (failure) {
        const code = errorCodeOf(failure);
        // The account exists but its code was not mailed: verify-email, with resend available at once.
        if (code === 'EmailDeliveryFailed') {
          setAuthModal({ state: 'verify-email', email, password: values.password, resendStartedAt: null });
          return showMessage('error', CONFIRMATION_NOT_SENT, 10);
        }
        const tooMany = tooManyAttemptsOf(failure);
        if (tooMany) return setError(tooMany);
        const { field, text } = signUpErrorMessage(code);
        if (field) form.setFields([{ name: field, errors: [text] }]);
        else setError(text);
      }
    });

  // Valid fields and the terms ticked.
  const isReady = (instance: typeof form) => {
    const values = instance.getFieldsValue();
    return isEmail(values.email) && isValidPassword(values.password ?? '') && values.agreement === true;
  };

  return (
    <>
      <h2 className={styles.title}>Create an account</h2>
      <p className={styles.subtitle}>
        Already have an account?{' '}
        <Button type="link" className={styles.link} onClick={() => setAuthModal({ state: 'login' })}>
          Log In
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
        <EmailItem rule="valid" />
        <NewPasswordItem name="password" label="Password" />
        <Form.Item name="agreement" valuePropName="checked">
          <Checkbox>
            I agree to the <Link href="/company/terms-and-conditions">Terms and Conditions</Link> and the{' '}
            <Link href="/company/privacy-policy">Privacy Policy</Link>
          </Checkbox>
        </Form.Item>
        <SubmitWhenReady form={form} isReady={isReady} isSubmitting={isSubmitting}>
          Sign Up
        </SubmitWhenReady>
      </Form>
    </>
  );
}
