import type { Metadata } from 'next';
import { AccountSettings } from '@/features/account-settings/components/account-settings';
import { requireUser } from '@/server/auth/require-user';
import { AppPage } from '@/components/app-page';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

export default async function AccountSettingsPage() {
  const user = await requireUser('/my/settings');
  return (
    <AppPage width="wide" title="Account Settings">
      <AccountSettings isImpersonating={Boolean(user.adminId)} />
    </AppPage>
  );
}
