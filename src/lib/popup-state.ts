import { POPUP_OPEN_DELAY_SECONDS } from '@/config/constants';

/**
 * The pop-up open-state cycle: init (not mounted yet), idle (closed), opening (asked for, waiting
 * out the open delay), open (on screen), closing (leaving the screen), then idle again.
 */
export type PopupState = 'init' | 'idle' | 'opening' | 'open' | 'closing';
export type PopupEvent = 'mount' | 'open' | 'opened' | 'close' | 'closed';

export const POPUP_OPEN_DELAY_MS = POPUP_OPEN_DELAY_SECONDS * 1000;

// A pop-up closed while still opening was never shown, so it has nothing to leave: it goes straight back to idle.
const TRANSITIONS: Record<PopupState, Partial<Record<PopupEvent, PopupState>>> = {
  init: { mount: 'idle' },
  idle: { open: 'opening' },
  opening: { opened: 'open', close: 'idle' },
  open: { close: 'closing' },
  closing: { closed: 'idle' },
};

/** The state after `event`; an event that does not apply to `state` leaves it unchanged. */
export function popupTransition(state: PopupState, event: PopupEvent): PopupState {
  return TRANSITIONS[state][event] ?? state;
}

export interface PopupMachine {
  getState: () => PopupState;
  /** Calls `listener` after every change of state; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  mount: () => void;
  /** From idle: opening now, open after the open delay, when `onOpened` runs. */
  open: (onOpened?: () => void) => void;
  close: () => void;
  /** The pop-up has left the screen: closing ends. */
  closed: () => void;
  /** Cancels a pending open and goes back to init (unmounted). */
  dispose: () => void;
}

/** A pop-up's open state, with the open delay kept by a timer. Framework-free: the React binding is usePopupState. */
export function createPopupMachine(openDelayMs: number = POPUP_OPEN_DELAY_MS): PopupMachine {
  let state: PopupState = 'init';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const moveTo = (next: PopupState) => {
    if (next === state) return;
    state = next;
    if (state !== 'opening') cancelTimer();
    listeners.forEach((listener) => listener());
  };
  const send = (event: PopupEvent) => moveTo(popupTransition(state, event));

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mount: () => send('mount'),
    open: (onOpened) => {
      if (state !== 'idle') return;
      send('open');
      timer = setTimeout(() => {
        timer = null;
        send('opened');
        onOpened?.();
      }, openDelayMs);
    },
    close: () => send('close'),
    closed: () => send('closed'),
    dispose: () => moveTo('init'),
  };
}
