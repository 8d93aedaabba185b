'use client';

import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Button, Menu } from 'antd';
import { useAccountItems } from '../hooks/use-account-items';

/** The drawer's account part (small screens): an Account sub-menu when signed in, else Log In and Sign Up. */
export function DrawerAccount() {
  const { data: session, status } = useSession();
  const router = useRouter();
  const items = useAccountItems();
  if (status === 'loading') return null;
  if (!session) {
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Button block size="large" onClick={() => router.push('/auth/login')}>
          Log In
        </Button>
        <Button block size="large" type="primary" onClick={() => router.push('/auth/signup')}>
          Sign Up
        </Button>
      </div>
    );
  }
  return (
    <Menu mode="inline" selectable={false} items={[{ key: 'account', label: 'Account', children: items }]} />
  );
}
