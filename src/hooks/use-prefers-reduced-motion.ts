'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * Whether the visitor asked their system for less motion. On the server, where it cannot be known, and while the
 * page hydrates, the answer is yes: nothing animates before the browser has said so. The components that animate
 * (dialogs, drawers, messages) mount in the browser, after it is read. Starting from "less motion" also keeps
 * Ant Design's tree the same shape when the answer turns out to be no: its ConfigProvider wraps its children in
 * a motion provider from the first render that turns motion off, and a wrapper added after hydration would
 * draw the whole page again, losing what the visitor had typed or pressed.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
