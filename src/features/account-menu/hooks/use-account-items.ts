'use client';

import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { App } from 'antd';
import type { MenuProps } from 'antd';
import { SIGN_OUT_FAILED, SIGNED_OUT } from '@/lib/auth-messages';

/** The account items of the avatar menu and of the drawer's Account sub-menu (spec section 2). */
export function useAccountItems(): NonNullable<MenuProps['items']> {
  const router = useRouter();
  const { message } = App.useApp();
  const signOutNow = async () => {
    try {
      await signOut({ redirect: false });
      void message.success(SIGNED_OUT);
      router.refresh();
    } catch {
      void message.error(SIGN_OUT_FAILED);
    }
  };
  return [
    { key: 'watchlists', label: 'Watchlists', onClick: () => router.push('/my/watchlists') },
    { key: 'tour', label: 'Guided Tour', onClick: () => router.push('/?tour=1') },
    { key: 'settings', label: 'Account Settings', onClick: () => router.push('/my/settings') },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sign out', onClick: () => void signOutNow() },
  ];
}
