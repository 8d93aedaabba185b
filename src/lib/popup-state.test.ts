import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_OPEN_DELAY_SECONDS } from '@/config/constants';
import {
  createPopupMachine,
  popupTransition,
  POPUP_OPEN_DELAY_MS,
  type PopupEvent,
  type PopupState,
} from './popup-state';

describe('popupTransition', () => {
  it.each<[PopupState, PopupEvent, PopupState]>([
    ['init', 'mount', 'idle'],
    ['idle', 'open', 'opening'],
    ['opening', 'opened', 'open'],
    ['opening', 'close', 'idle'],
    ['open', 'close', 'closing'],
    ['closing', 'closed', 'idle'],
  ])('%s + %s → %s', (state, event, next) => {
    expect(popupTransition(state, event)).toBe(next);
  });

  it.each<[PopupState, PopupEvent]>([
    ['init', 'open'],
    ['init', 'close'],
    ['idle', 'opened'],
    ['idle', 'close'],
    ['idle', 'closed'],
    ['opening', 'open'],
    ['open', 'open'],
    ['open', 'opened'],
    ['closing', 'open'],
    ['closing', 'close'],
  ])('%s ignores %s', (state, event) => {
    expect(popupTransition(state, event)).toBe(state);
  });
});

describe('createPopupMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 0.4 s after it is asked for, the delay of the constant', () => {
    expect(POPUP_OPEN_DELAY_SECONDS).toBe(0.4);
    expect(POPUP_OPEN_DELAY_MS).toBe(400);
    const popup = createPopupMachine();
    const onOpened = vi.fn();
    popup.mount();
    popup.open(onOpened);
    expect(popup.getState()).toBe('opening');
    vi.advanceTimersByTime(399);
    expect(popup.getState()).toBe('opening');
    expect(onOpened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.getState()).toBe('open');
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  it('goes through the whole cycle: init, idle, opening, open, closing, idle', () => {
    const popup = createPopupMachine();
    const seen: PopupState[] = [popup.getState()];
    popup.subscribe(() => seen.push(popup.getState()));
    popup.mount();
    popup.open();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup.close();
    popup.closed();
    expect(seen).toEqual(['init', 'idle', 'opening', 'open', 'closing', 'idle']);
  });

  it('can open again after closing, waiting the delay again', () => {
    const popup = createPopupMachine();
    popup.mount();
    popup.open();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup.close();
    popup.closed();
    popup.open();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 1);
    expect(popup.getState()).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(popup.getState()).toBe('open');
  });

  it('closed while opening, it never opens', () => {
    const popup = createPopupMachine();
    const onOpened = vi.fn();
    popup.mount();
    popup.open(onOpened);
    popup.close();
    expect(popup.getState()).toBe('idle');
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS * 2);
    expect(popup.getState()).toBe('idle');
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('does not open before it is mounted, nor restart the delay when asked twice', () => {
    const popup = createPopupMachine();
    popup.open();
    expect(popup.getState()).toBe('init');
    popup.mount();
    popup.open();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 100);
    popup.open();
    vi.advanceTimersByTime(100);
    expect(popup.getState()).toBe('open');
  });

  it('disposed while opening, it goes back to init and never opens', () => {
    const popup = createPopupMachine();
    const onOpened = vi.fn();
    popup.mount();
    popup.open(onOpened);
    popup.dispose();
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    expect(popup.getState()).toBe('init');
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed', () => {
    const popup = createPopupMachine();
    const listener = vi.fn();
    const unsubscribe = popup.subscribe(listener);
    popup.mount();
    unsubscribe();
    popup.open();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
