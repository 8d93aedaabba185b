'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useHasBeenTrue } from '@/hooks/use-has-been-true';

// The forms load when the modal first opens: most visitors never sign in, and every page carries the modal.
const AuthModalDialog = dynamic(
  () => import('./auth-modal-dialog').then((module) => module.AuthModalDialog),
  {
    ssr: false,
  },
);

/** The auth modal of wide screens; the /auth pages show the same forms in the page instead. */
export function AuthModal() {
  const { state } = useAuthModal();
  const pathname = usePathname();
  const hasOpened = useHasBeenTrue(state !== 'hidden');
  if (!hasOpened || pathname.startsWith('/auth/')) return null;
  return <AuthModalDialog />;
}
