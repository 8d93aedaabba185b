import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { WATCHLIST_PLACEHOLDER_NAME } from '@/config/constants';
import type { Watchlist } from '@/contracts/watchlists';
import { hasErrorCode } from '@/contracts/error-codes';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import { showMessage } from '@/components/show-message';
import {
  applyChange,
  isPlaceholder,
  placeholderComesFirst,
  withList,
  withOptimisticChange,
  withoutList,
  withSaved,
  type ProjectChange,
} from '../watchlist-state';
import {
  WATCHLISTS_QUERY_KEY,
  createWatchlist,
  deleteWatchlist,
  fetchWatchlists,
  updateWatchlist,
} from './watchlist-api';

// The watchlist changes: project changes are optimistic and rolled back when the save fails; an update refused
// for a stale version is reapplied on the fresh list; each outcome shows its message. A change made offline is
// sent all the same, and fails like any other, rather than waiting for the connection.

/** Every watchlist change's key starts with this: one change runs at a time across the tab. */
export const WATCHLIST_MUTATION_KEY = ['watchlists', 'change'] as const;

/** Starts a change unless another is still running; a refused change answers undefined. */
export async function exclusive<T>(client: QueryClient, start: () => Promise<T>): Promise<T | undefined> {
  if (client.isMutating({ mutationKey: WATCHLIST_MUTATION_KEY }) > 0) return undefined;
  return start();
}

const storedLists = (client: QueryClient) => client.getQueryData<Watchlist[]>(WATCHLISTS_QUERY_KEY) ?? [];

export const storedList = (client: QueryClient, id: string) =>
  storedLists(client).find((list) => list.id === id);

function updateLists(client: QueryClient, update: (lists: readonly Watchlist[]) => Watchlist[]) {
  client.setQueryData<Watchlist[]>(WATCHLISTS_QUERY_KEY, (lists = []) => update(lists));
}

/** Why a create or rename failed: the name is taken, or anything else. */
export const nameFailure = (error: unknown): 'name-used' | 'failed' =>
  hasErrorCode(error, 'WatchlistNameUsed') ? 'name-used' : 'failed';

/** Saves a change of a list's projects against its version, reloading and reapplying once on a conflict. */
async function saveProjects(list: Watchlist, change: ProjectChange) {
  try {
    return await updateWatchlist({
      id: list.id,
      projects: applyChange(list.projects, change),
      version: list.version,
    });
  } catch (error) {
    if (!hasErrorCode(error, 'VersionConflict')) throw error;
    const fresh = (await fetchWatchlists()).find((item) => item.id === list.id);
    if (!fresh) throw error;
    return updateWatchlist({
      id: fresh.id,
      projects: applyChange(fresh.projects, change),
      version: fresh.version,
    });
  }
}

export interface ProjectsChange {
  /** The stored list to change; none when the placeholder stands in, which the change makes a real list. */
  readonly target: Watchlist | undefined;
  readonly change: ProjectChange;
  readonly successText?: string;
}

/** The lists before an optimistic change, restored when the save fails. */
interface Snapshot {
  readonly previous: readonly Watchlist[];
}

/** Adds or removes projects, optimistically; on failure the lists are restored and the error shown. */
export const projectsMutation = (client: QueryClient) =>
  mutationOptions<Watchlist, Error, ProjectsChange, Snapshot>({
    mutationKey: [...WATCHLIST_MUTATION_KEY, 'projects'],
    networkMode: 'always',
    onMutate: async ({ target, change }) => {
      await client.cancelQueries({ queryKey: WATCHLISTS_QUERY_KEY });
      const previous = storedLists(client);
      client.setQueryData(WATCHLISTS_QUERY_KEY, withOptimisticChange(previous, target, change));
      return { previous };
    },
    // The placeholder becomes a real list with the change in it.
    mutationFn: ({ target, change }) =>
      target
        ? saveProjects(target, change)
        : createWatchlist({ name: WATCHLIST_PLACEHOLDER_NAME, projects: applyChange([], change) }),
    onSuccess: (saved, { successText }) => {
      updateLists(client, (lists) => withSaved(lists, saved));
      if (successText) showMessage('success', successText);
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot) client.setQueryData(WATCHLISTS_QUERY_KEY, snapshot.previous);
      showMessage('error', WATCHLIST_MESSAGES.updateFailed);
    },
  });

/** Creates a list of the (trimmed) name; with only the placeholder, that becomes a real list first. */
export const createMutation = (client: QueryClient) =>
  mutationOptions<Watchlist, Error, string>({
    mutationKey: [...WATCHLIST_MUTATION_KEY, 'create'],
    networkMode: 'always',
    mutationFn: async (name) => {
      if (placeholderComesFirst(storedLists(client), name)) {
        const first = await createWatchlist({ name: WATCHLIST_PLACEHOLDER_NAME });
        updateLists(client, (lists) => withList(lists, first));
      }
      return createWatchlist({ name });
    },
    onSuccess: (list, name) => {
      updateLists(client, (lists) => withList(lists, list));
      showMessage('success', WATCHLIST_MESSAGES.created(name));
    },
    onError: (error) =>
      showMessage(
        'error',
        nameFailure(error) === 'name-used' ? WATCHLIST_MESSAGES.nameUsed : WATCHLIST_MESSAGES.createFailed,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: WATCHLISTS_QUERY_KEY }),
  });

export interface Rename {
  readonly list: Watchlist;
  readonly name: string;
}

/** Renames a list, the placeholder by making it a real list of that name; a stale version is overridden. */
export const renameMutation = (client: QueryClient) =>
  mutationOptions<Watchlist, Error, Rename>({
    mutationKey: [...WATCHLIST_MUTATION_KEY, 'rename'],
    networkMode: 'always',
    mutationFn: async ({ list, name }) => {
      if (isPlaceholder(list)) return createWatchlist({ name });
      try {
        return await updateWatchlist({ id: list.id, name, version: list.version });
      } catch (error) {
        if (!hasErrorCode(error, 'VersionConflict')) throw error;
        return updateWatchlist({ id: list.id, name });
      }
    },
    onSuccess: (saved) => {
      updateLists(client, (lists) => withList(lists, saved));
      showMessage('success', WATCHLIST_MESSAGES.renamed);
    },
    onError: (error) =>
      showMessage(
        'error',
        nameFailure(error) === 'name-used' ? WATCHLIST_MESSAGES.nameUsed : WATCHLIST_MESSAGES.renameFailed,
      ),
  });

/** Deletes a stored list. */
export const deleteMutation = (client: QueryClient) =>
  mutationOptions<unknown, Error, Watchlist>({
    mutationKey: [...WATCHLIST_MUTATION_KEY, 'delete'],
    networkMode: 'always',
    mutationFn: (list) => deleteWatchlist(list.id),
    onSuccess: (_deleted, list) => {
      updateLists(client, (lists) => withoutList(lists, list.id));
      showMessage('success', WATCHLIST_MESSAGES.deleted);
    },
    onError: () => showMessage('error', WATCHLIST_MESSAGES.deleteFailed),
  });
