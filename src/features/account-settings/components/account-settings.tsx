'use client';

import Link from 'next/link';
import { signOut } from 'next-auth/react';
import { Button, Skeleton, Tabs } from 'antd';
import { UNKNOWN_ERROR } from '@/lib/messages';
import { useProfile, useSignOutEverywhere } from '../api/settings-api';
import { NotificationsPanel } from './notifications-panel';
import { PasswordPanel } from './password-panel';
import { ProfilePanel } from './profile-panel';
import { WalletsPanel } from './wallets-panel';
import { WebhooksPanel } from './webhooks-panel';
import { showMessage } from '@/components/show-message';
import { useIsHydrated } from '@/hooks/use-ready-control';
import styles from './account-settings.module.css';

/** /my/settings: profile, wallets, password, notifications, webhooks and the guided tour's start control. */
export function AccountSettings({ isImpersonating }: { isImpersonating: boolean }) {
  const profile = useProfile();
  const everywhere = useSignOutEverywhere();
  // The tabs are rendered on the server: each takes a press once the page has hydrated (the first, shown
  // already, has nothing to do before then).
  const isHydrated = useIsHydrated();
  const tabs = [
    { key: 'profile', label: 'Profile', children: <ProfilePanel isImpersonating={isImpersonating} /> },
    { key: 'wallets', label: 'Wallets', children: <WalletsPanel isImpersonating={isImpersonating} /> },
    {
      key: 'password',
      label: 'Password',
      children: profile.data ? (
        <>
          <PasswordPanel isImpersonating={isImpersonating} hasPassword={profile.data.hasPassword} />
          <h3 className={styles.sessions}>Sessions</h3>
          <p>Signed in on a device you no longer use? End every session, this one included.</p>
          <Button
            danger
            disabled={isImpersonating}
            loading={everywhere.isPending}
            onClick={() =>
              everywhere.mutate(undefined, {
                onSuccess: () => void signOut({ callbackUrl: '/' }),
                onError: () => showMessage('error', UNKNOWN_ERROR),
              })
            }
          >
            Sign out of all devices
          </Button>
        </>
      ) : (
        <Skeleton active />
      ),
    },
    { key: 'notifications', label: 'Notifications', children: <NotificationsPanel /> },
    { key: 'webhooks', label: 'Webhooks', children: <WebhooksPanel isImpersonating={isImpersonating} /> },
    {
      key: 'tour',
      label: 'Guided Tour',
      children: (
        <div>
          <p>Take the tour of the leaderboard, search, security alerts and watchlists again.</p>
          <Link href="/?tour=1">
            <Button type="primary">Get Started</Button>
          </Link>
        </div>
      ),
    },
  ];
  return (
    <div aria-busy={!isHydrated || undefined}>
      <Tabs items={tabs.map((tab, index) => ({ ...tab, disabled: !isHydrated && index > 0 }))} />
    </div>
  );
}
