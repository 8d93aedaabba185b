'use client';

import { useSyncExternalStore } from 'react';

/** A value shared by the components of a page (which dialog is open, say) and the hook that reads it. */
export interface Store<T> {
  readonly get: () => T;
  /** Replaces the value, or derives it from the current one; listeners hear of it only when it changed. */
  readonly set: (next: T | ((current: T) => T)) => void;
  readonly subscribe: (listener: () => void) => () => void;
  /** The value, for a component: the initial one while the server renders and the page hydrates. */
  readonly useValue: () => T;
}

/** A module-level store of one value, read in components through `useSyncExternalStore`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const getInitial = () => initial;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set: (next) => {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of listeners) listener();
    },
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, get, getInitial),
  };
}
