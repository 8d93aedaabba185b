'use client';

import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the snapshot differs only between the server's render (and hydration) and the
// browser's renders after it.
const subscribe = () => () => {};

/**
 * False while the server renders the page and while React hydrates it; true from the render right after, and at
 * once in anything mounted later. Until then a control that the server rendered shows, but has no handler yet.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export interface ReadyControlProps {
  readonly disabled: boolean;
  readonly 'aria-busy': true | undefined;
}

/**
 * The attributes of a control that is not ready to act: disabled and busy, so that it takes no press it would
 * drop and says why; none once it is ready.
 */
export const readyControlProps = (isReady: boolean): ReadyControlProps => ({
  disabled: !isReady,
  'aria-busy': isReady ? undefined : true,
});

/**
 * For a control that the page shows before it works: disabled and busy until the page has hydrated and, if
 * given, until the data it acts on is known (the session, the user's watchlists); enabled from then on.
 * Spread on the control: `<button {...useReadyControl(isLoaded)} onClick={...}>`.
 */
export function useReadyControl(isDataReady = true): ReadyControlProps {
  return readyControlProps(useIsHydrated() && isDataReady);
}
