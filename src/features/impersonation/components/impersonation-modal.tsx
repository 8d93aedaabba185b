'use client';

import dynamic from 'next/dynamic';
import { useHasBeenTrue } from '@/hooks/use-has-been-true';
import { useIsImpersonationModalOpen } from '@/hooks/use-impersonation';

// Only staff open it: it loads when it first opens.
const ImpersonationDialog = dynamic(
  () => import('./impersonation-dialog').then((module) => module.ImpersonationDialog),
  { ssr: false },
);

/** 'Impersonation Tool', opened from the account menu. */
export function ImpersonationModal() {
  const hasOpened = useHasBeenTrue(useIsImpersonationModalOpen());
  return hasOpened ? <ImpersonationDialog /> : null;
}
