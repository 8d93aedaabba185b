'use client';

import { Button, Form, Input } from 'antd';
import { NewPasswordItem } from '@/components/auth-fields';
import { ApiError } from '@/lib/api-client';
import { SETTINGS_MESSAGES, UNKNOWN_ERROR, VALIDATION } from '@/lib/messages';
import { useChangePassword } from '../api/settings-api';
import { showMessage } from '@/components/show-message';
import styles from './password-panel.module.css';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
}

export function PasswordPanel({
  isImpersonating,
  hasPassword,
}: {
  isImpersonating: boolean;
  hasPassword: boolean;
}) {
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();

  if (!hasPassword) {
    return <p>You sign in with Google. Use Forgot password on the log-in form to set a password as well.</p>;
  }
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={isImpersonating}
      className={styles.form}
      onFinish={(values) =>
        change.mutate(values, {
          onSuccess: () => {
            form.resetFields();
            showMessage('success', SETTINGS_MESSAGES.passwordChanged);
          },
          onError: (error) => {
            const code = error instanceof ApiError ? error.code : undefined;
            if (code === 'NotAuthorizedException') {
              form.setFields([{ name: 'oldPassword', errors: [SETTINGS_MESSAGES.oldPasswordWrong] }]);
            } else if (code === 'InvalidPasswordException') {
              form.setFields([{ name: 'newPassword', errors: [VALIDATION.passwordRules] }]);
            } else showMessage('error', UNKNOWN_ERROR);
          },
        })
      }
    >
      <Form.Item
        label="Current password"
        name="oldPassword"
        rules={[{ required: true, message: VALIDATION.passwordRequired }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordItem name="newPassword" label="New password" />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Change password
      </Button>
    </Form>
  );
}
