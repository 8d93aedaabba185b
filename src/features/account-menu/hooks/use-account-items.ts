'use client';

import { useRouter } from 'next/navigation';
import { signOut, useSession } from 'next-auth/react';
import type { MenuItem } from '@/components/menu-button';
import { showMessage } from '@/components/show-message';
import { useFeatureFlag } from '@/hooks/use-feature-flag';
import { exitImpersonation, openImpersonationModal } from '@/hooks/use-impersonation';
import { SIGN_OUT_FAILED, SIGNED_OUT, UNKNOWN_ERROR } from '@/lib/messages';

// One sign-out at a time per tab: a second click while the first is under way (its CSRF token and sign-out
// requests can take a while on a slow network) neither signs out again nor says so twice.
let isSigningOut = false;

/**
 * The account items of the avatar menu and of the drawer's Account sub-menu: Portfolio (if
 * flag), Watchlists, Impersonate (if flag), Exit Impersonation (if impersonating), Guided Tour, Account Settings,
 * Sign out.
 */
export function useAccountItems(): MenuItem[] {
  const router = useRouter();
  const { data: session } = useSession();
  const hasPortfolio = useFeatureFlag('portfolio');
  const hasImpersonationTool = useFeatureFlag('impersonationTool');
  const adminId = session?.user.adminId;
  const signOutNow = async () => {
    if (isSigningOut) return;
    isSigningOut = true;
    try {
      await signOut({ redirect: false });
      showMessage('success', SIGNED_OUT);
      router.refresh();
    } catch {
      showMessage('error', SIGN_OUT_FAILED);
    } finally {
      isSigningOut = false;
    }
  };
  const exit = async (id: string) => {
    try {
      await exitImpersonation(id);
    } catch {
      showMessage('error', UNKNOWN_ERROR);
    }
  };
  const items: MenuItem[] = [];
  if (hasPortfolio) items.push({ key: 'portfolio', label: 'Portfolio', href: '/my/portfolio' });
  items.push({ key: 'watchlists', label: 'Watchlists', href: '/my/watchlists' });
  // An impersonated session may not impersonate again: it may only go back.
  if (hasImpersonationTool && !adminId) {
    items.push({ key: 'impersonate', label: 'Impersonate', onSelect: openImpersonationModal });
  }
  if (adminId) {
    items.push({
      key: 'exit-impersonation',
      label: 'Exit Impersonation',
      onSelect: () => void exit(adminId),
    });
  }
  items.push(
    { key: 'tour', label: 'Guided Tour', href: '/?tour=1' },
    { key: 'settings', label: 'Account Settings', href: '/my/settings' },
    { key: 'divider', type: 'divider' },
    { key: 'sign-out', label: 'Sign out', onSelect: () => void signOutNow() },
  );
  return items;
}
