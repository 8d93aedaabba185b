'use client';

import { useSyncExternalStore } from 'react';
import { apiRequest, lazyContract } from '@/lib/api-client';

// The impersonation modal's open state, shared by the avatar menu that opens it and the modal itself, and the
// exit call shared by the avatar menu and the banner.

let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  isOpen = next;
  for (const listener of listeners) listener();
}

export const openImpersonationModal = () => set(true);
export const closeImpersonationModal = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useIsImpersonationModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}

/** POST /api/impersonation-tool/delete, then a full reload as the staff member. */
export async function exitImpersonation(adminId: string): Promise<void> {
  await apiRequest('/api/impersonation-tool/delete', {
    method: 'POST',
    body: { adminId },
    // The banner is on every page of an impersonated session: the contract loads only when it is left.
    schema: lazyContract(
      () => import('@/contracts/impersonation'),
      (module) => module.impersonationOutput,
    ),
  });
  window.location.reload();
}
