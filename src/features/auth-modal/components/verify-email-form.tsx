'use client';

import { isEmail } from '@/contracts/auth';
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { SubmitWhenReady } from '@/components/auth-fields';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '@/config/constants';
import {
  confirmationCodeSent,
  EMAIL_VERIFIED,
  RESEND_NOT_SENT,
  UNKNOWN_ERROR,
  VALIDATION,
  verifyEmailErrorMessage,
} from '@/lib/messages';
import { setAuthModal } from '@/hooks/use-auth-modal';
import { useCountdown } from '@/hooks/use-countdown';
import { errorCodeOf, resendConfirmation, tooManyAttemptsOf, verifyEmail } from '../api/auth-api';
import { FormError } from '@/components/form-error';
import { useSingleSubmit } from './use-single-submit';
import { useSignInWithPassword } from './use-sign-in-with-password';
import { showMessage } from '@/components/show-message';
import styles from './auth-form.module.css';

interface VerifyValues {
  email?: string;
  code: string;
}

export function VerifyEmailForm({
  carriedEmail,
  password,
  resendStartedAt,
  onSignedIn,
}: {
  carriedEmail: string;
  password: string;
  resendStartedAt: number | null;
  onSignedIn: () => void;
}) {
  const [form] = Form.useForm<VerifyValues>();
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting, run } = useSingleSubmit();
  const signInWithPassword = useSignInWithPassword();
  const secondsLeft = useCountdown(resendStartedAt, RESEND_COOLDOWN_SECONDS);
  const emailValue = Form.useWatch('email', form);
  const email = carriedEmail || (emailValue ?? '').trim();

  const submit = (values: VerifyValues) =>
    run(async () => {
      setError(null);
      try {
        await verifyEmail(email, values.code.trim());
      } catch (failure) {
        return setError(tooManyAttemptsOf(failure) ?? verifyEmailErrorMessage(errorCodeOf(failure), email));
      }
      showMessage('success', EMAIL_VERIFIED);
      // Then the automatic sign-in when the password is still known, else the log-in form.
      if (password && (await signInWithPassword(email, password)) === null) {
        setAuthModal({ state: 'hidden' });
        return onSignedIn();
      }
      setAuthModal({ state: 'login', email });
    });

  const resend = () =>
    run(async () => {
      setError(null);
      try {
        await resendConfirmation(email);
        setAuthModal({ resendStartedAt: Date.now() });
        showMessage('success', confirmationCodeSent(email));
      } catch (failure) {
        setError(
          tooManyAttemptsOf(failure) ??
            (errorCodeOf(failure) === 'EmailDeliveryFailed' ? RESEND_NOT_SENT : UNKNOWN_ERROR),
        );
      }
    });

  return (
    <>
      <h2 className={styles.title}>Verify your email</h2>
      <p className={styles.subtitle}>
        {carriedEmail
          ? `Enter the ${CODE_LENGTH}-digit code we sent to ${carriedEmail}.`
          : `Enter your email and the ${CODE_LENGTH}-digit code we sent to it.`}
      </p>
      <FormError text={error} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {!carriedEmail && (
          <Form.Item
            label="Email"
            name="email"
            rules={[{ required: true, message: VALIDATION.verifyEmailRequired }]}
          >
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
        )}
        <Form.Item
          label="Verification code"
          name="code"
          rules={[{ required: true, message: VALIDATION.verificationCodeRequired }]}
        >
          <Input maxLength={CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <SubmitWhenReady
          form={form}
          // Exactly 6 characters and a known e-mail.
          isReady={(instance) =>
            String(instance.getFieldValue('code') ?? '').trim().length === CODE_LENGTH && isEmail(email)
          }
          isSubmitting={isSubmitting}
          isSpaced
        >
          Verify
        </SubmitWhenReady>
      </Form>
      <Button block size="large" disabled={secondsLeft > 0 || !isEmail(email)} onClick={() => void resend()}>
        {secondsLeft > 0 ? `Resend Confirmation Code (${secondsLeft}s)` : 'Resend Confirmation Code'}
      </Button>
      <Button
        type="link"
        block
        className={styles.back}
        onClick={() => setAuthModal({ state: 'login', email })}
      >
        Back to login
      </Button>
    </>
  );
}
