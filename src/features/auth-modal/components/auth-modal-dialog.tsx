'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Modal } from 'antd';
import { setAuthModal, useAuthModal } from '@/hooks/use-auth-modal';
import { AuthFlow } from './auth-flow';
import { AntdScope } from '@/components/antd-scope';

/** The auth modal itself, loaded when it first opens (./auth-modal.tsx). */
export function AuthModalDialog() {
  const { state } = useAuthModal();
  const pathname = usePathname();
  const router = useRouter();
  if (pathname.startsWith('/auth/')) return null;
  return (
    <AntdScope>
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
    </AntdScope>
  );
}
