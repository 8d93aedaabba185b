import type { Metadata } from 'next';
import { AccountSettings } from '@/features/account-settings/components/account-settings';
import { requireUser } from '@/server/auth/require-user';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

export default async function AccountSettingsPage() {
  const user = await requireUser('/my/settings');
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 64px' }}>
      <h1 style={{ fontSize: 28 }}>Account Settings</h1>
      <AccountSettings isImpersonating={Boolean(user.adminId)} />
    </main>
  );
}
