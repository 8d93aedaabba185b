'use client';

import { useSyncExternalStore } from 'react';

// Whether the Request a Quote modal is open, shared by the header button, the product pages'
// ?quote=1 links and the modal itself.

let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export function openQuoteModal(): void {
  set(true);
}

export function closeQuoteModal(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the Request a Quote modal is open. */
export function useQuoteModal(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
