'use client';

import { useRouter } from 'next/navigation';
import { signOut, useSession } from 'next-auth/react';
import { App } from 'antd';
import type { MenuProps } from 'antd';
import { useFeatureFlag } from '@/hooks/use-feature-flag';
import { exitImpersonation, openImpersonationModal } from '@/hooks/use-impersonation';
import { SIGN_OUT_FAILED, SIGNED_OUT, UNKNOWN_ERROR } from '@/lib/auth-messages';

type Items = NonNullable<MenuProps['items']>;

/**
 * The account items of the avatar menu and of the drawer's Account sub-menu (spec section 2): Portfolio (if
 * flag), Watchlists, Impersonate (if flag), Exit Impersonation (if impersonating), Guided Tour, Account Settings,
 * Sign out.
 */
export function useAccountItems(): Items {
  const router = useRouter();
  const { data: session } = useSession();
  const { message } = App.useApp();
  const hasPortfolio = useFeatureFlag('portfolio');
  const hasImpersonationTool = useFeatureFlag('impersonationTool');
  const adminId = session?.user.adminId;
  const signOutNow = async () => {
    try {
      await signOut({ redirect: false });
      void message.success(SIGNED_OUT);
      router.refresh();
    } catch {
      void message.error(SIGN_OUT_FAILED);
    }
  };
  const exit = async (id: string) => {
    try {
      await exitImpersonation(id);
    } catch {
      void message.error(UNKNOWN_ERROR);
    }
  };
  const items: Items = [];
  if (hasPortfolio)
    items.push({ key: 'portfolio', label: 'Portfolio', onClick: () => router.push('/my/portfolio') });
  items.push({ key: 'watchlists', label: 'Watchlists', onClick: () => router.push('/my/watchlists') });
  // An impersonated session may not impersonate again: it may only go back.
  if (hasImpersonationTool && !adminId) {
    items.push({ key: 'impersonate', label: 'Impersonate', onClick: openImpersonationModal });
  }
  if (adminId) {
    items.push({ key: 'exit-impersonation', label: 'Exit Impersonation', onClick: () => void exit(adminId) });
  }
  items.push(
    { key: 'tour', label: 'Guided Tour', onClick: () => router.push('/?tour=1') },
    { key: 'settings', label: 'Account Settings', onClick: () => router.push('/my/settings') },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sign out', onClick: () => void signOutNow() },
  );
  return items;
}
