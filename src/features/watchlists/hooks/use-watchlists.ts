'use client';

import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { WATCHLIST_PLACEHOLDER_ID, WATCHLIST_PLACEHOLDER_NAME } from '@/config/constants';
import type { Watchlist } from '@/contracts/watchlists';
import { hasErrorCode } from '@/contracts/error-codes';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import {
  WATCHLISTS_QUERY_KEY,
  createWatchlist,
  deleteWatchlist,
  fetchWatchlists,
  updateWatchlist,
} from '../api/watchlist-api';
import { showMessage } from '@/components/show-message';

// Watchlist operations: the placeholder becomes a real list on the first add or create;
// project toggles are optimistic and rolled back when the save fails; operations are ignored while another
// is in progress; an update refused for a stale version is reapplied on the fresh list.

export const PLACEHOLDER_WATCHLIST: Watchlist = {
  id: WATCHLIST_PLACEHOLDER_ID,
  name: WATCHLIST_PLACEHOLDER_NAME,
  projects: [],
  version: 0,
  marks: [],
};

// One operation at a time across every star, page and picker of the tab.
let busy = false;
const busyListeners = new Set<() => void>();
function setBusy(next: boolean) {
  busy = next;
  for (const listener of busyListeners) listener();
}
const subscribeBusy = (listener: () => void) => {
  busyListeners.add(listener);
  return () => busyListeners.delete(listener);
};

export type ProjectChange = { readonly add: readonly string[] } | { readonly remove: readonly string[] };

export function applyChange(projects: readonly string[], change: ProjectChange): string[] {
  if ('add' in change) return [...projects, ...change.add.filter((id) => !projects.includes(id))];
  return projects.filter((id) => !change.remove.includes(id));
}

/** Outcome of a create or rename: the new list, the name taken, or a failure already reported. */
export type NameOutcome =
  { ok: true; list: Watchlist } | { ok: false; reason: 'name-used' | 'failed' | 'busy' };

function replaceList(client: QueryClient, list: Watchlist) {
  client.setQueryData<Watchlist[]>(WATCHLISTS_QUERY_KEY, (lists = []) =>
    lists.some((item) => item.id === list.id)
      ? lists.map((item) => (item.id === list.id ? list : item))
      : [...lists, list],
  );
}

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

export function useWatchlists() {
  const { status } = useSession();
  const isSignedIn = status === 'authenticated';
  const client = useQueryClient();
  const query = useQuery({
    queryKey: WATCHLISTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchWatchlists(signal),
    enabled: isSignedIn,
  });
  const isBusy = useSyncExternalStore(
    subscribeBusy,
    () => busy,
    () => false,
  );
  const realLists = query.data ?? [];
  const lists = realLists.length > 0 ? realLists : [PLACEHOLDER_WATCHLIST];

  const exclusive = async <T>(operation: () => Promise<T>): Promise<T | undefined> => {
    if (busy) return undefined;
    setBusy(true);
    try {
      return await operation();
    } finally {
      setBusy(false);
    }
  };

  /** Adds or removes projects, optimistically; on failure the list is restored and the error shown. */
  const changeProjects = (listId: string, change: ProjectChange, successText?: string) =>
    exclusive(async () => {
      await client.cancelQueries({ queryKey: WATCHLISTS_QUERY_KEY });
      const previous = client.getQueryData<Watchlist[]>(WATCHLISTS_QUERY_KEY) ?? [];
      const target = previous.find((list) => list.id === listId);
      const optimistic: Watchlist = target
        ? { ...target, projects: applyChange(target.projects, change) }
        : { ...PLACEHOLDER_WATCHLIST, projects: applyChange([], change) };
      replaceList(client, optimistic);
      try {
        // The placeholder becomes a real list with the change in it.
        const saved = target
          ? await saveProjects(target, change)
          : await createWatchlist({ name: WATCHLIST_PLACEHOLDER_NAME, projects: optimistic.projects });
        // The saved list takes the place of its optimistic copy (the placeholder's too).
        client.setQueryData<Watchlist[]>(WATCHLISTS_QUERY_KEY, (lists = []) =>
          lists.map((list) => (list.id === saved.id || list.id === WATCHLIST_PLACEHOLDER_ID ? saved : list)),
        );
        if (successText) showMessage('success', successText);
        return true;
      } catch {
        client.setQueryData(WATCHLISTS_QUERY_KEY, previous);
        showMessage('error', WATCHLIST_MESSAGES.updateFailed);
        return false;
      }
    });

  /** Toggles a project in a list (the first list by default), with the spec's messages. */
  const toggleProject = (projectId: string, listId = lists[0]!.id) => {
    const list = lists.find((item) => item.id === listId) ?? lists[0]!;
    return list.projects.includes(projectId)
      ? changeProjects(list.id, { remove: [projectId] }, WATCHLIST_MESSAGES.projectRemoved)
      : changeProjects(list.id, { add: [projectId] }, WATCHLIST_MESSAGES.projectAdded);
  };

  const create = async (name: string): Promise<NameOutcome> =>
    (await exclusive(async (): Promise<NameOutcome> => {
      const trimmed = name.trim();
      try {
        // With only the placeholder, it becomes a real list first.
        if (realLists.length === 0 && trimmed.toLowerCase() !== WATCHLIST_PLACEHOLDER_NAME.toLowerCase()) {
          replaceList(client, await createWatchlist({ name: WATCHLIST_PLACEHOLDER_NAME }));
        }
        const list = await createWatchlist({ name: trimmed });
        replaceList(client, list);
        showMessage('success', WATCHLIST_MESSAGES.created(trimmed));
        return { ok: true, list };
      } catch (error) {
        if (hasErrorCode(error, 'WatchlistNameUsed')) {
          showMessage('error', WATCHLIST_MESSAGES.nameUsed);
          return { ok: false, reason: 'name-used' };
        }
        showMessage('error', WATCHLIST_MESSAGES.createFailed);
        return { ok: false, reason: 'failed' };
      } finally {
        void client.invalidateQueries({ queryKey: WATCHLISTS_QUERY_KEY });
      }
    })) ?? { ok: false, reason: 'busy' };

  const rename = async (list: Watchlist, name: string): Promise<NameOutcome> =>
    (await exclusive(async (): Promise<NameOutcome> => {
      const trimmed = name.trim();
      try {
        let saved: Watchlist;
        if (list.id === WATCHLIST_PLACEHOLDER_ID) {
          saved = await createWatchlist({ name: trimmed });
        } else {
          try {
            saved = await updateWatchlist({ id: list.id, name: trimmed, version: list.version });
          } catch (error) {
            if (!hasErrorCode(error, 'VersionConflict')) throw error;
            saved = await updateWatchlist({ id: list.id, name: trimmed });
          }
        }
        replaceList(client, saved);
        showMessage('success', WATCHLIST_MESSAGES.renamed);
        return { ok: true, list: saved };
      } catch (error) {
        if (hasErrorCode(error, 'WatchlistNameUsed')) {
          showMessage('error', WATCHLIST_MESSAGES.nameUsed);
          return { ok: false, reason: 'name-used' };
        }
        showMessage('error', WATCHLIST_MESSAGES.renameFailed);
        return { ok: false, reason: 'failed' };
      }
    })) ?? { ok: false, reason: 'busy' };

  /** Deletes a real list; the placeholder cannot be deleted. */
  const remove = async (list: Watchlist): Promise<boolean> =>
    (await exclusive(async () => {
      if (list.id === WATCHLIST_PLACEHOLDER_ID) return false;
      try {
        await deleteWatchlist(list.id);
        client.setQueryData<Watchlist[]>(WATCHLISTS_QUERY_KEY, (items = []) =>
          items.filter((item) => item.id !== list.id),
        );
        showMessage('success', WATCHLIST_MESSAGES.deleted);
        return true;
      } catch {
        showMessage('error', WATCHLIST_MESSAGES.deleteFailed);
        return false;
      }
    })) ?? false;

  return {
    status,
    isSignedIn,
    isLoading: isSignedIn && query.isPending,
    isError: query.isError,
    isBusy,
    /** The user's lists, or the placeholder alone when there is none yet. */
    lists,
    hasRealLists: realLists.length > 0,
    changeProjects,
    toggleProject,
    create,
    rename,
    remove,
  };
}
