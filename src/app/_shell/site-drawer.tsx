'use client';

import dynamic from 'next/dynamic';

/**
 * The header's drawer (narrow screens) with its account part: loaded as one piece when the menu button is first
 * pressed, so that Log In and Sign Up (or the Account sub-menu) show with the drawer, not after it.
 */
export const SiteDrawer = dynamic(
  () => import('./site-drawer-content').then((module) => module.SiteDrawerContent),
  { ssr: false },
);
