'use client';

import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { App, Button } from 'antd';
import { exitImpersonation } from '@/hooks/use-impersonation';
import { UNKNOWN_ERROR } from '@/lib/auth-messages';

/** The header's banner while the session carries adminId (spec section 2), with 'Exit Impersonation'. */
export function ImpersonationBanner() {
  const { data: session } = useSession();
  const { message } = App.useApp();
  const [isPending, setIsPending] = useState(false);
  const adminId = session?.user.adminId;
  if (!adminId) return null;
  const exit = async () => {
    setIsPending(true);
    try {
      await exitImpersonation(adminId);
    } catch {
      setIsPending(false);
      void message.error(UNKNOWN_ERROR);
    }
  };
  return (
    <div
      role="region"
      aria-label="Impersonation"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: '6px 16px',
        background: '#7c2d12',
        color: '#ffffff',
      }}
    >
      <span>
        You are signed in as <strong>{session.user.email}</strong>.
      </span>
      <Button size="small" loading={isPending} onClick={() => void exit()}>
        Exit Impersonation
      </Button>
    </div>
  );
}
