import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store';

describe('createStore', () => {
  it('holds a value that set replaces or derives, and tells its listeners', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ count: 1 });
    store.set((current) => ({ count: current.count + 1 }));
    expect(store.get()).toEqual({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells no one when the value did not change, and no one who has left', () => {
    const store = createStore(false);
    const stays = vi.fn();
    const leaves = vi.fn();
    store.subscribe(stays);
    const unsubscribe = store.subscribe(leaves);
    store.set(false);
    expect(stays).not.toHaveBeenCalled();
    unsubscribe();
    store.set(true);
    expect(stays).toHaveBeenCalledTimes(1);
    expect(leaves).not.toHaveBeenCalled();
  });

  it('keeps each store to itself', () => {
    const first = createStore('a');
    const second = createStore('a');
    first.set('b');
    expect(second.get()).toBe('a');
  });
});
