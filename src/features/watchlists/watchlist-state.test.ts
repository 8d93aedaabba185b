import { describe, expect, it } from 'vitest';
import type { Watchlist } from '@/contracts/watchlists';
import {
  PLACEHOLDER_WATCHLIST,
  applyChange,
  isPlaceholder,
  placeholderComesFirst,
  shownLists,
  toggleChange,
  withList,
  withOptimisticChange,
  withSaved,
  withoutList,
} from './watchlist-state';

const list = (id: string, projects: string[] = [], version = 1): Watchlist => ({
  id,
  name: `List ${id}`,
  projects,
  version,
  marks: [],
});

describe('PLACEHOLDER_WATCHLIST', () => {
  it("is the empty 'My Watchlist' of id 'temp'", () => {
    expect(PLACEHOLDER_WATCHLIST).toEqual({
      id: 'temp',
      name: 'My Watchlist',
      projects: [],
      version: 0,
      marks: [],
    });
    expect(isPlaceholder(PLACEHOLDER_WATCHLIST)).toBe(true);
    expect(isPlaceholder(list('a'))).toBe(false);
  });
});

describe('applyChange', () => {
  it('adds projects at the end, in order, leaving out those already there', () => {
    expect(applyChange(['a', 'b'], { add: ['c', 'a', 'd'] })).toEqual(['a', 'b', 'c', 'd']);
    expect(applyChange([], { add: ['x'] })).toEqual(['x']);
  });

  it('removes projects wherever they are, ignoring those not there', () => {
    expect(applyChange(['a', 'b', 'c'], { remove: ['b', 'z'] })).toEqual(['a', 'c']);
    expect(applyChange(['a'], { remove: ['a'] })).toEqual([]);
  });

  it('gives the same list when applied twice', () => {
    const added = applyChange(['a'], { add: ['b'] });
    expect(applyChange(added, { add: ['b'] })).toEqual(added);
    const removed = applyChange(['a', 'b'], { remove: ['a'] });
    expect(applyChange(removed, { remove: ['a'] })).toEqual(removed);
  });

  it('leaves the projects it is given as they were', () => {
    const projects = ['a', 'b'];
    applyChange(projects, { add: ['c'] });
    applyChange(projects, { remove: ['a'] });
    expect(projects).toEqual(['a', 'b']);
  });
});

describe('toggleChange', () => {
  it('removes a project the list holds and adds any other', () => {
    expect(toggleChange(list('a', ['p']), 'p')).toEqual({ remove: ['p'] });
    expect(toggleChange(list('a', ['p']), 'q')).toEqual({ add: ['q'] });
    expect(toggleChange(PLACEHOLDER_WATCHLIST, 'q')).toEqual({ add: ['q'] });
  });
});

describe('shownLists', () => {
  it('shows the stored lists, or the placeholder alone when there is none', () => {
    const stored = [list('a'), list('b')];
    expect(shownLists(stored)).toBe(stored);
    expect(shownLists([])).toEqual([PLACEHOLDER_WATCHLIST]);
  });
});

describe('withList and withoutList', () => {
  it('replaces the list of the same id in its place, or adds the list at the end', () => {
    const lists = [list('a'), list('b'), list('c')];
    const renamed = { ...list('b'), name: 'Renamed' };
    expect(withList(lists, renamed)).toEqual([list('a'), renamed, list('c')]);
    expect(withList(lists, list('d'))).toEqual([...lists, list('d')]);
    expect(withList([], list('a'))).toEqual([list('a')]);
    expect(lists).toEqual([list('a'), list('b'), list('c')]);
  });

  it('drops the list of an id, and nothing else', () => {
    const lists = [list('a'), list('b')];
    expect(withoutList(lists, 'a')).toEqual([list('b')]);
    expect(withoutList(lists, 'z')).toEqual(lists);
    expect(withoutList([list('a')], 'a')).toEqual([]);
  });
});

describe('withOptimisticChange', () => {
  it('changes the stored list in its place, keeping its version for the save', () => {
    const lists = [list('a', ['p'], 3), list('b', ['q'], 7)];
    expect(withOptimisticChange(lists, lists[1], { add: ['r'] })).toEqual([
      list('a', ['p'], 3),
      list('b', ['q', 'r'], 7),
    ]);
    expect(withOptimisticChange(lists, lists[0], { remove: ['p'] })).toEqual([
      list('a', [], 3),
      list('b', ['q'], 7),
    ]);
  });

  it('with no stored list to change, adds the placeholder holding the change', () => {
    expect(withOptimisticChange([], undefined, { add: ['p'] })).toEqual([
      { ...PLACEHOLDER_WATCHLIST, projects: ['p'] },
    ]);
  });

  it('leaves the lists before as they were, so that they can be restored', () => {
    const before = [list('a', ['p'])];
    const snapshot = structuredClone(before);
    withOptimisticChange(before, before[0], { add: ['q'] });
    withOptimisticChange(before, undefined, { add: ['q'] });
    expect(before).toEqual(snapshot);
  });
});

describe('withSaved', () => {
  it('puts the saved list in the place of its optimistic copy', () => {
    const optimistic = [list('a', ['p', 'q'], 1), list('b')];
    const saved = list('a', ['p', 'q'], 2);
    expect(withSaved(optimistic, saved)).toEqual([saved, list('b')]);
  });

  it("puts the list made of the placeholder in the placeholder's place", () => {
    const optimistic = withOptimisticChange([], undefined, { add: ['p'] });
    const saved = { ...list('new', ['p']), name: 'My Watchlist' };
    expect(withSaved(optimistic, saved)).toEqual([saved]);
  });

  it('leaves the other lists alone', () => {
    const lists = [list('a'), list('b')];
    expect(withSaved(lists, list('z'))).toEqual(lists);
  });
});

describe('placeholderComesFirst', () => {
  it("is true with no stored list, for any name but the placeholder's", () => {
    expect(placeholderComesFirst([], 'Research')).toBe(true);
    expect(placeholderComesFirst([], '  DeFi picks ')).toBe(true);
  });

  it("is false for the placeholder's own name, case and spaces aside", () => {
    expect(placeholderComesFirst([], 'My Watchlist')).toBe(false);
    expect(placeholderComesFirst([], ' my watchlist ')).toBe(false);
    expect(placeholderComesFirst([], 'MY WATCHLIST')).toBe(false);
  });

  it('is false once a list is stored', () => {
    expect(placeholderComesFirst([list('a')], 'Research')).toBe(false);
  });
});
