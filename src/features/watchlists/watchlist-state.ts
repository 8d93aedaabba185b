import { WATCHLIST_PLACEHOLDER_ID, WATCHLIST_PLACEHOLDER_NAME } from '@/config/constants';
import type { Watchlist } from '@/contracts/watchlists';

// How the user's cached watchlists change with each operation. With no stored list the placeholder
// 'My Watchlist' stands in; the first add or create makes it a real list.

export const PLACEHOLDER_WATCHLIST: Watchlist = {
  id: WATCHLIST_PLACEHOLDER_ID,
  name: WATCHLIST_PLACEHOLDER_NAME,
  projects: [],
  version: 0,
  marks: [],
};

export const isPlaceholder = (list: Watchlist) => list.id === WATCHLIST_PLACEHOLDER_ID;

export type ProjectChange = { readonly add: readonly string[] } | { readonly remove: readonly string[] };

/** Added projects go to the end, once each; removed ones leave wherever they are. */
export function applyChange(projects: readonly string[], change: ProjectChange): string[] {
  if ('add' in change) return [...projects, ...change.add.filter((id) => !projects.includes(id))];
  return projects.filter((id) => !change.remove.includes(id));
}

/** A toggle removes a project the list holds and adds any other. */
export const toggleChange = (list: Watchlist, projectId: string): ProjectChange =>
  list.projects.includes(projectId) ? { remove: [projectId] } : { add: [projectId] };

/** The lists shown: the stored ones, or the placeholder alone when there is none yet. */
export const shownLists = (stored: readonly Watchlist[]): readonly Watchlist[] =>
  stored.length > 0 ? stored : [PLACEHOLDER_WATCHLIST];

/** A list takes the place of the one with its id, or joins the end. */
export const withList = (lists: readonly Watchlist[], list: Watchlist): Watchlist[] =>
  lists.some((item) => item.id === list.id)
    ? lists.map((item) => (item.id === list.id ? list : item))
    : [...lists, list];

export const withoutList = (lists: readonly Watchlist[], id: string): Watchlist[] =>
  lists.filter((item) => item.id !== id);

/**
 * The lists while a change of projects is saving: the stored list with the change, or, when there is none to
 * change, the placeholder holding the change. The lists before are left as they were, to be restored if the
 * save fails.
 */
export function withOptimisticChange(
  lists: readonly Watchlist[],
  target: Watchlist | undefined,
  change: ProjectChange,
): Watchlist[] {
  const changed = target ?? PLACEHOLDER_WATCHLIST;
  return withList(lists, { ...changed, projects: applyChange(changed.projects, change) });
}

/** The saved list takes the place of its optimistic copy, the placeholder's too. */
export const withSaved = (lists: readonly Watchlist[], saved: Watchlist): Watchlist[] =>
  lists.map((list) => (list.id === saved.id || isPlaceholder(list) ? saved : list));

/**
 * With no stored list, creating one first makes the placeholder a real list, unless the new list takes the
 * placeholder's name (case aside).
 */
export const placeholderComesFirst = (stored: readonly Watchlist[], name: string) =>
  stored.length === 0 && name.trim().toLowerCase() !== WATCHLIST_PLACEHOLDER_NAME.toLowerCase();
