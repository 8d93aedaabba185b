'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Button, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useAccountItems } from '../hooks/use-account-items';
import { SkeletonButton } from '@/components/skeleton-button';
import styles from './drawer-account-menu.module.css';

/**
 * The drawer's account part (small screens): an Account sub-menu when signed in, else Log In and Sign Up, at the
 * drawer's full width. The page loads it with the drawer (src/app/_shell/site-drawer.tsx).
 */
export function DrawerAccountMenu() {
  const { data: session, status } = useSession();
  const router = useRouter();
  const items = useAccountItems();
  // While the session is read, a placeholder of the buttons' size.
  if (status === 'loading') {
    return (
      <div role="status" aria-label="Loading your account" className={styles.stack}>
        <SkeletonButton size="large-block" />
        <SkeletonButton size="large-block" />
      </div>
    );
  }
  if (!session) {
    return (
      <div className={styles.stack}>
        <Button block size="large" onClick={() => router.push('/auth/login')}>
          Log In
        </Button>
        <Button block size="large" type="primary" onClick={() => router.push('/auth/signup')}>
          Sign Up
        </Button>
      </div>
    );
  }
  const children: MenuProps['items'] = items.map((item) =>
    'type' in item
      ? { key: item.key, type: 'divider' }
      : 'href' in item
        ? { key: item.key, label: <Link href={item.href}>{item.label}</Link> }
        : { key: item.key, label: item.label, onClick: item.onSelect },
  );
  return <Menu mode="inline" selectable={false} items={[{ key: 'account', label: 'Account', children }]} />;
}
