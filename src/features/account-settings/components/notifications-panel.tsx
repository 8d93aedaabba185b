'use client';

import { Skeleton, Switch } from 'antd';
import type { NotificationSettings } from '@/contracts/user';
import { SETTINGS_MESSAGES, UNKNOWN_ERROR } from '@/lib/messages';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/settings-api';
import { showMessage } from '@/components/show-message';
import styles from './notifications-panel.module.css';

type Choice = 'securityAlerts' | 'scoreChanges' | 'productNews';

const CHOICES: { key: Choice; label: string; description: string }[] = [
  {
    key: 'securityAlerts',
    label: 'Security alerts',
    description: 'A mail when a project on one of your watchlists gets a confirmed security alert.',
  },
  {
    key: 'scoreChanges',
    label: 'Score drops',
    description: 'A mail when a project on one of your watchlists loses 5 or more score points in a day.',
  },
  {
    key: 'productNews',
    label: 'Product news',
    description: 'Occasional news about Rampart and new reports.',
  },
];

export function NotificationsPanel() {
  const settings = useNotificationSettings();
  const save = useUpdateNotificationSettings();
  if (settings.isPending) return <Skeleton active />;
  if (!settings.data) return <p role="alert">{UNKNOWN_ERROR}</p>;
  const current: NotificationSettings = settings.data;

  return (
    <ul className={styles.choices}>
      {CHOICES.map((choice) => (
        <li key={choice.key} className={styles.choice}>
          <Switch
            id={`notify-${choice.key}`}
            checked={current[choice.key]}
            loading={save.isPending}
            onChange={(checked) =>
              save.mutate(
                {
                  securityAlerts: current.securityAlerts,
                  scoreChanges: current.scoreChanges,
                  productNews: current.productNews,
                  [choice.key]: checked,
                },
                {
                  onSuccess: () => showMessage('success', SETTINGS_MESSAGES.notificationsSaved),
                  onError: () => showMessage('error', UNKNOWN_ERROR),
                },
              )
            }
          />
          <label htmlFor={`notify-${choice.key}`}>
            <strong>{choice.label}</strong>
            <br />
            <span className={styles.description}>{choice.description}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
