'use client';

import { HeaderDrawer } from '@/components/header-drawer';
import { DrawerAccountMenu } from '@/features/account-menu/components/drawer-account-menu';

/** The drawer and its account part, in the one chunk ./site-drawer.tsx loads. */
export function SiteDrawerContent() {
  return <HeaderDrawer account={<DrawerAccountMenu />} />;
}
