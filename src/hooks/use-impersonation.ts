'use client';

import { apiRequest, lazyContract } from '@/lib/api-client';
import { createStore } from './create-store';

// The impersonation modal's open state, shared by the avatar menu that opens it and the modal itself, and the
// exit call shared by the avatar menu and the banner.
const impersonationModal = createStore(false);

export const openImpersonationModal = (): void => impersonationModal.set(true);
export const closeImpersonationModal = (): void => impersonationModal.set(false);

export const useIsImpersonationModalOpen = (): boolean => impersonationModal.useValue();

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
