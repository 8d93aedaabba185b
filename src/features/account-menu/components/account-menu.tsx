'use client';

import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { MenuButton } from '@/components/menu-button';
import { SMALL_SCREEN_MAX_WIDTH } from '@/config/constants';
import { openAuthModal } from '@/hooks/use-auth-modal';
import { useAccountItems } from '../hooks/use-account-items';
import { UserAvatar } from './user-avatar';
import { buttonClass } from '@/components/button';
import { SkeletonButton } from '@/components/skeleton-button';
import styles from './account-menu.module.css';

const isSmallScreen = () => window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches;

/** Log In and Sign Up, or the avatar menu once signed in. */
export function AccountMenu() {
  const { data: session, status } = useSession();
  const router = useRouter();
  const items = useAccountItems();

  // Wide screens open the modal; small ones navigate to the page of the same form.
  const open = (state: 'login' | 'signup') => {
    if (isSmallScreen()) router.push(`/auth/${state}`);
    else openAuthModal(state);
  };

  // While the session is read (loading), a placeholder of the buttons' size.
  if (status === 'loading') {
    return (
      <span role="status" aria-label="Loading your account">
        <SkeletonButton size="small" />
      </span>
    );
  }
  if (!session) {
    return (
      <span className={styles.buttons}>
        <button type="button" className={buttonClass()} onClick={() => open('login')}>
          Log In
        </button>
        <button type="button" className={buttonClass({ variant: 'primary' })} onClick={() => open('signup')}>
          Sign Up
        </button>
      </span>
    );
  }

  const { user } = session;
  return (
    <MenuButton items={items} ariaLabel="Account menu" align="end" className={styles.trigger}>
      <UserAvatar
        username={user.username}
        email={user.email}
        image={user.image}
        hasPicture={user.hasPicture}
      />
    </MenuButton>
  );
}
