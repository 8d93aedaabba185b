'use client';

import { createStore } from './create-store';

// The auth modal's state (login, signup, forgot-password, reset-forgotten-password,
// verify-email, hidden by default), shared by the header buttons, the modal and the /auth pages.

export type AuthModalState =
  'hidden' | 'login' | 'signup' | 'forgot-password' | 'reset-forgotten-password' | 'verify-email';

export interface AuthModalSnapshot {
  readonly state: AuthModalState;
  /** The e-mail carried from one state to the next. */
  readonly email: string;
  /** Kept in memory only, for the automatic sign-in after verification or reset. */
  readonly password: string;
  /** When the resend countdown started (ms), if running. */
  readonly resendStartedAt: number | null;
}

const authModal = createStore<AuthModalSnapshot>({
  state: 'hidden',
  email: '',
  password: '',
  resendStartedAt: null,
});

export function setAuthModal(next: Partial<AuthModalSnapshot>): void {
  authModal.set((current) => ({
    ...current,
    ...next,
    // The password lives only while the modal is open.
    ...(next.state === 'hidden' ? { password: '' } : {}),
  }));
}

export function openAuthModal(state: Exclude<AuthModalState, 'hidden'>): void {
  setAuthModal({ state });
}

export const useAuthModal = (): AuthModalSnapshot => authModal.useValue();
