'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPopupMachine, type PopupMachine, type PopupState } from '@/lib/popup-state';

export interface PopupControls {
  state: PopupState;
  /** Asks for the pop-up: it is open after the open delay, when `onOpened` runs. */
  open: PopupMachine['open'];
  close: PopupMachine['close'];
}

/**
 * A pop-up's open state (src/lib/popup-state.ts) for a component: init until mounted, then idle. A closing pop-up
 * is taken off the screen by that render, so closing ends once the render is committed.
 */
export function usePopupState(): PopupControls {
  const [popup] = useState<PopupMachine>(() => createPopupMachine());
  const state = useSyncExternalStore(popup.subscribe, popup.getState, popup.getState);

  useEffect(() => {
    popup.mount();
    return () => popup.dispose();
  }, [popup]);

  useEffect(() => {
    if (state === 'closing') popup.closed();
  }, [state, popup]);

  return { state, open: popup.open, close: popup.close };
}
