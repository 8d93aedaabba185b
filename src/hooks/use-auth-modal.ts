'use client';

import { useSyncExternalStore } from 'react';

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

let snapshot: AuthModalSnapshot = { state: 'hidden', email: '', password: '', resendStartedAt: null };
const listeners = new Set<() => void>();

export function setAuthModal(next: Partial<AuthModalSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  if (next.state === 'hidden') snapshot = { ...snapshot, password: '' };
  for (const listener of listeners) listener();
}

export function openAuthModal(state: Exclude<AuthModalState, 'hidden'>): void {
  setAuthModal({ state });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_SNAPSHOT: AuthModalSnapshot = snapshot;

export function useAuthModal(): AuthModalSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
}
