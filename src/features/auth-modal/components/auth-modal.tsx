'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Modal } from 'antd';
import { setAuthModal, useAuthModal } from '@/hooks/use-auth-modal';
import { AuthFlow } from './auth-flow';

/** The auth modal of wide screens; the /auth pages show the same forms in the page instead. */
export function AuthModal() {
  const { state } = useAuthModal();
  const pathname = usePathname();
  const router = useRouter();
  if (pathname.startsWith('/auth/')) return null;
  return (
    <Modal
      open={state !== 'hidden'}
      onCancel={() => setAuthModal({ state: 'hidden' })}
      footer={null}
      width={440}
      destroyOnHidden
      maskClosable={false}
      aria-label="Account"
    >
      <AuthFlow
        callbackUrl={typeof window === 'undefined' ? '/' : window.location.href}
        onSignedIn={() => {
          setAuthModal({ state: 'hidden' });
          router.refresh();
        }}
      />
    </Modal>
  );
}
