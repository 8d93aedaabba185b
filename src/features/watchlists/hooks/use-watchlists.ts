'use client';

import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import type { Watchlist } from '@/contracts/watchlists';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import { WATCHLISTS_QUERY_KEY, fetchWatchlists } from '../api/watchlist-api';
import {
  WATCHLIST_MUTATION_KEY,
  createMutation,
  deleteMutation,
  exclusive,
  nameFailure,
  projectsMutation,
  renameMutation,
  storedList,
} from '../api/watchlist-mutations';
import { isPlaceholder, shownLists, toggleChange, type ProjectChange } from '../watchlist-state';

// Watchlist operations: one at a time across every star, page and picker of the tab; an operation started
// while another is in progress is ignored.

/** Outcome of a create or rename: the new list, the name taken, or a failure already reported. */
export type NameOutcome =
  { ok: true; list: Watchlist } | { ok: false; reason: 'name-used' | 'failed' | 'busy' };

const named = (list: Watchlist): NameOutcome => ({ ok: true, list });
const refused = (error: unknown): NameOutcome => ({ ok: false, reason: nameFailure(error) });
const BUSY: NameOutcome = { ok: false, reason: 'busy' };
/** Whether an operation succeeded; its failure is already reported. */
const succeeds = (operation: Promise<unknown>) =>
  operation.then(
    () => true,
    () => false,
  );

export function useWatchlists() {
  const { status } = useSession();
  const isSignedIn = status === 'authenticated';
  const client = useQueryClient();
  const query = useQuery({
    queryKey: WATCHLISTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchWatchlists(signal),
    enabled: isSignedIn,
  });
  const isBusy = useIsMutating({ mutationKey: WATCHLIST_MUTATION_KEY }) > 0;
  const projects = useMutation(projectsMutation(client));
  const creating = useMutation(createMutation(client));
  const renaming = useMutation(renameMutation(client));
  const deleting = useMutation(deleteMutation(client));
  const realLists = query.data ?? [];
  const lists = shownLists(realLists);

  /** Adds or removes projects, optimistically; on failure the list is restored and the error shown. */
  const changeProjects = (listId: string, change: ProjectChange, successText?: string) =>
    exclusive(client, () =>
      succeeds(projects.mutateAsync({ target: storedList(client, listId), change, successText })),
    );

  /** Toggles a project in a list (the first list by default), with the spec's messages. */
  const toggleProject = (projectId: string, listId = lists[0]!.id) => {
    const list = lists.find((item) => item.id === listId) ?? lists[0]!;
    const change = toggleChange(list, projectId);
    return changeProjects(
      list.id,
      change,
      'add' in change ? WATCHLIST_MESSAGES.projectAdded : WATCHLIST_MESSAGES.projectRemoved,
    );
  };

  const create = async (name: string): Promise<NameOutcome> =>
    (await exclusive(client, () => creating.mutateAsync(name.trim()).then(named, refused))) ?? BUSY;

  const rename = async (list: Watchlist, name: string): Promise<NameOutcome> =>
    (await exclusive(client, () => renaming.mutateAsync({ list, name: name.trim() }).then(named, refused))) ??
    BUSY;

  /** Deletes a real list; the placeholder cannot be deleted. */
  const remove = async (list: Watchlist): Promise<boolean> => {
    if (isPlaceholder(list)) return false;
    return (await exclusive(client, () => succeeds(deleting.mutateAsync(list)))) ?? false;
  };

  return {
    status,
    isSignedIn,
    /**
     * Until the session is known and, signed in, the lists have loaded (or failed to): before that, an operation
     * would act on the placeholder instead of the user's lists.
     */
    isLoading: status === 'loading' || (isSignedIn && query.isPending),
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
