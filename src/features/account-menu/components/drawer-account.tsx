'use client';

import dynamic from 'next/dynamic';

/**
 * The drawer's account part (small screens): an Account sub-menu when signed in, else Log In and Sign Up. It
 * loads with the drawer, when the drawer first opens.
 */
export const DrawerAccount = dynamic(
  () => import('./drawer-account-menu').then((module) => module.DrawerAccountMenu),
  { ssr: false },
);
