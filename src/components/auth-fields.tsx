'use client';

import type { ReactNode } from 'react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { isEmail, isValidPassword } from '@/contracts/auth';
import { PASSWORD_HINT, VALIDATION } from '@/lib/messages';
import styles from './auth-fields.module.css';

/**
 * The e-mail field of the account forms: `required` (log-in: 'Please input your email address') or `valid`
 * (sign-up and forgot password: 'Invalid email.').
 */
export function EmailItem({ rule }: { rule: 'required' | 'valid' }) {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        rule === 'required'
          ? { required: true, whitespace: true, message: VALIDATION.emailRequired }
          : {
              validator: (_, value: string | undefined) =>
                isEmail(value) ? Promise.resolve() : Promise.reject(new Error(VALIDATION.invalidEmail)),
            },
      ]}
    >
      <Input autoComplete="email" inputMode="email" placeholder="you@example.com" />
    </Form.Item>
  );
}

/** A new password: at least 8 characters with letters and numbers, with the hint of the sign-up form. */
export function NewPasswordItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item
      label={label}
      name={name}
      extra={PASSWORD_HINT}
      rules={[
        {
          validator: (_, value: string | undefined) =>
            value && isValidPassword(value)
              ? Promise.resolve()
              : Promise.reject(new Error(VALIDATION.passwordRules)),
        },
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}

/** The form's primary button, enabled only while `isReady` says the form may be sent. */
export function SubmitWhenReady<T>({
  form,
  isReady,
  isSubmitting,
  children,
  isSpaced = false,
}: {
  form: FormInstance<T>;
  isReady: (form: FormInstance<T>) => boolean;
  isSubmitting: boolean;
  children: ReactNode;
  /** A gap under the button, before a line of links. */
  isSpaced?: boolean;
}) {
  return (
    <Form.Item shouldUpdate className={isSpaced ? styles.spaced : styles.flush}>
      {() => (
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          disabled={!isReady(form)}
          loading={isSubmitting}
        >
          {children}
        </Button>
      )}
    </Form.Item>
  );
}
