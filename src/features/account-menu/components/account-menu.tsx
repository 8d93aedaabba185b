'use client';

import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Button, Dropdown, Skeleton, Space } from 'antd';
import { SMALL_SCREEN_MAX_WIDTH } from '@/config/constants';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { useAccountItems } from '../hooks/use-account-items';
import { UserAvatar } from './user-avatar';

const isSmallScreen = () => window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches;

/** Log In and Sign Up, or the avatar menu once signed in (spec section 2). */
export function AccountMenu() {
  const { data: session, status } = useSession();
  const router = useRouter();
  const items = useAccountItems();

  // Wide screens open the modal; small ones navigate to the page of the same form.
  const open = (state: 'login' | 'signup') => {
    if (isSmallScreen()) router.push(`/auth/${state}`);
    else openAuthModal(state);
  };

  // While the session is read (spec section 3: loading), a placeholder of the buttons' size.
  if (status === 'loading') {
    return (
      <span role="status" aria-label="Loading your account">
        <Skeleton.Button active size="small" style={{ width: 150 }} />
      </span>
    );
  }
  if (!session) {
    return (
      <Space size={8}>
        <Button onClick={() => open('login')}>Log In</Button>
        <Button type="primary" onClick={() => open('signup')}>
          Sign Up
        </Button>
      </Space>
    );
  }

  const { user } = session;
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="Account menu" style={{ padding: 0, height: 'auto' }}>
        <UserAvatar
          username={user.username}
          email={user.email}
          image={user.image}
          hasPicture={user.hasPicture}
        />
      </Button>
    </Dropdown>
  );
}
