'use client';

import { useState } from 'react';
import { Button, Form, Input, Skeleton, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { AVATAR_CACHE_BUSTER_MS, AVATAR_MAX_BYTES } from '@/config/constants';
import { USERNAME_PATTERN } from '@/contracts/user';
import { hasErrorCode } from '@/contracts/error-codes';
import { ApiError } from '@/lib/api-client';
import { PICTURE_ERRORS, pictureErrorMessage, SETTINGS_MESSAGES, UNKNOWN_ERROR } from '@/lib/messages';
import { usePictureMutations, useProfile, useUpdateProfile } from '../api/settings-api';
import { showMessage } from '@/components/show-message';
import styles from './profile-panel.module.css';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function ProfilePanel({ isImpersonating }: { isImpersonating: boolean }) {
  const profile = useProfile();
  const rename = useUpdateProfile();
  const { upload, remove } = usePictureMutations();
  const [minute] = useState(() => Math.floor(Date.now() / AVATAR_CACHE_BUSTER_MS));

  if (profile.isPending) return <Skeleton active />;
  if (!profile.data) return <p role="alert">{UNKNOWN_ERROR}</p>;
  const { data } = profile;
  // The per-minute cache buster, plus the upload's time so that a new picture shows at once.
  const pictureSrc = data.pictureUrl ? `${data.pictureUrl}?t=${minute}-${upload.submittedAt}` : data.image;

  return (
    <div className={styles.panel}>
      <section aria-labelledby="picture-heading">
        <h3 id="picture-heading">Profile picture</h3>
        <Space align="center" size={16} wrap>
          {pictureSrc ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own small, already optimised WebP
            <img
              src={pictureSrc}
              alt="Your profile picture"
              width={64}
              height={64}
              className={styles.picture}
            />
          ) : (
            <span aria-hidden className={styles.letter}>
              {data.email[0]?.toUpperCase()}
            </span>
          )}
          <Upload
            accept={ACCEPTED_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              if (!ACCEPTED_TYPES.includes(file.type))
                showMessage('error', PICTURE_ERRORS.UnsupportedImageType);
              else if (file.size > AVATAR_MAX_BYTES) showMessage('error', PICTURE_ERRORS.FileTooLarge);
              else
                upload.mutate(file, {
                  onSuccess: () => showMessage('success', SETTINGS_MESSAGES.pictureUpdated),
                  onError: (error) =>
                    showMessage(
                      'error',
                      pictureErrorMessage(error instanceof ApiError ? error.code : undefined),
                    ),
                });
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              Upload picture
            </Button>
          </Upload>
          {data.pictureUrl && (
            <Button
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => showMessage('success', SETTINGS_MESSAGES.pictureRemoved),
                  onError: () => showMessage('error', UNKNOWN_ERROR),
                })
              }
            >
              Remove picture
            </Button>
          )}
        </Space>
        <p className={styles.hint}>PNG, JPEG or WebP, up to 2 MB.</p>
      </section>
      <section aria-labelledby="profile-heading">
        <h3 id="profile-heading">Profile</h3>
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: data.username, email: data.email }}
          onFinish={({ username }: { username: string }) =>
            rename.mutate(username.trim().toLowerCase(), {
              onSuccess: () => showMessage('success', SETTINGS_MESSAGES.profileSaved),
              onError: (error) =>
                showMessage(
                  'error',
                  hasErrorCode(error, 'UsernameTaken') ? SETTINGS_MESSAGES.usernameTaken : UNKNOWN_ERROR,
                ),
            })
          }
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[
              {
                pattern: USERNAME_PATTERN,
                message: 'Use 3 to 24 lower-case letters, digits or dashes.',
              },
            ]}
          >
            <Input maxLength={24} disabled={isImpersonating} />
          </Form.Item>
          <Form.Item label="Email" name="email">
            <Input disabled />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={rename.isPending} disabled={isImpersonating}>
            Save profile
          </Button>
        </Form>
      </section>
    </div>
  );
}
