import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Watchlist } from '@/contracts/watchlists';
import { ApiError } from '@/lib/api-client';
import { WATCHLIST_MESSAGES } from '@/lib/messages';
import { showMessage } from '@/components/show-message';
import { PLACEHOLDER_WATCHLIST } from '../watchlist-state';
import { createWatchlist, deleteWatchlist, fetchWatchlists, updateWatchlist } from './watchlist-api';
import {
  createMutation,
  deleteMutation,
  exclusive,
  nameFailure,
  projectsMutation,
  renameMutation,
  storedList,
} from './watchlist-mutations';

vi.mock('./watchlist-api', () => ({
  WATCHLISTS_QUERY_KEY: ['watchlists'],
  fetchWatchlists: vi.fn(),
  createWatchlist: vi.fn(),
  updateWatchlist: vi.fn(),
  deleteWatchlist: vi.fn(),
}));
vi.mock('@/components/show-message', () => ({ showMessage: vi.fn() }));

const KEY = ['watchlists'];
const list = (id: string, projects: string[] = [], version = 1, name = `List ${id}`): Watchlist => ({
  id,
  name,
  projects,
  version,
  marks: [],
});
const failure = (code: string, status = 409) =>
  new ApiError(status >= 500 ? 'server' : 'client', status, JSON.stringify({ error: code }));

/** A promise settled from outside, to hold a request until the test has looked. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

let client: QueryClient;

/** Runs a mutation as a component would, answering whether it succeeded (a failure is reported by it). */
function run<TData, TVariables, TContext>(
  options: MutationObserverOptions<TData, Error, TVariables, TContext>,
  variables: TVariables,
) {
  return new MutationObserver(client, options).mutate(variables).then(
    () => true,
    () => false,
  );
}

const stored = () => client.getQueryData<Watchlist[]>(KEY);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  client.clear();
  vi.resetAllMocks();
});

describe('project changes', () => {
  it('show the change before the save answers, then keep the saved list', async () => {
    client.setQueryData(KEY, [list('a', ['p'], 1), list('b')]);
    const save = held<Watchlist>();
    vi.mocked(updateWatchlist).mockReturnValue(save.promise);

    const done = run(projectsMutation(client), {
      target: storedList(client, 'a'),
      change: { add: ['q'] },
      successText: WATCHLIST_MESSAGES.projectAdded,
    });
    await vi.waitFor(() => expect(updateWatchlist).toHaveBeenCalledTimes(1));
    expect(updateWatchlist).toHaveBeenCalledWith({ id: 'a', projects: ['p', 'q'], version: 1 });
    expect(stored()).toEqual([list('a', ['p', 'q'], 1), list('b')]);
    expect(showMessage).not.toHaveBeenCalled();

    save.resolve(list('a', ['p', 'q'], 2));
    expect(await done).toBe(true);
    expect(stored()).toEqual([list('a', ['p', 'q'], 2), list('b')]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('success', WATCHLIST_MESSAGES.projectAdded);
  });

  it('restore the lists as they were when the save fails, and show the error', async () => {
    const before = [list('a', ['p', 'q'], 4), list('b', ['r'])];
    client.setQueryData(KEY, before);
    const save = held<Watchlist>();
    vi.mocked(updateWatchlist).mockReturnValue(save.promise);

    const done = run(projectsMutation(client), {
      target: storedList(client, 'a'),
      change: { remove: ['p'] },
      successText: WATCHLIST_MESSAGES.projectRemoved,
    });
    await vi.waitFor(() => expect(stored()).toEqual([list('a', ['q'], 4), list('b', ['r'])]));

    save.reject(failure('InternalServerError', 500));
    expect(await done).toBe(false);
    expect(stored()).toEqual(before);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('error', WATCHLIST_MESSAGES.updateFailed);
  });

  it('make the placeholder a real list holding the change', async () => {
    const created = held<Watchlist>();
    vi.mocked(createWatchlist).mockReturnValue(created.promise);

    const done = run(projectsMutation(client), {
      target: storedList(client, PLACEHOLDER_WATCHLIST.id),
      change: { add: ['p'] },
    });
    await vi.waitFor(() => expect(createWatchlist).toHaveBeenCalledTimes(1));
    expect(createWatchlist).toHaveBeenCalledWith({ name: 'My Watchlist', projects: ['p'] });
    expect(stored()).toEqual([{ ...PLACEHOLDER_WATCHLIST, projects: ['p'] }]);

    const saved = list('new', ['p'], 1, 'My Watchlist');
    created.resolve(saved);
    expect(await done).toBe(true);
    expect(stored()).toEqual([saved]);
    expect(updateWatchlist).not.toHaveBeenCalled();
  });

  it('take the placeholder away again when making it a real list fails', async () => {
    vi.mocked(createWatchlist).mockRejectedValue(failure('InternalServerError', 500));
    expect(await run(projectsMutation(client), { target: undefined, change: { add: ['p'] } })).toBe(false);
    expect(stored()).toEqual([]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('error', WATCHLIST_MESSAGES.updateFailed);
  });

  it('reapply the change once on the fresh list when the version is stale', async () => {
    client.setQueryData(KEY, [list('a', ['p'], 1)]);
    vi.mocked(updateWatchlist)
      .mockRejectedValueOnce(failure('VersionConflict'))
      .mockResolvedValueOnce(list('a', ['p', 'x', 'q'], 6));
    vi.mocked(fetchWatchlists).mockResolvedValue([list('a', ['p', 'x'], 5)]);

    expect(
      await run(projectsMutation(client), { target: storedList(client, 'a'), change: { add: ['q'] } }),
    ).toBe(true);
    expect(vi.mocked(updateWatchlist).mock.calls).toEqual([
      [{ id: 'a', projects: ['p', 'q'], version: 1 }],
      [{ id: 'a', projects: ['p', 'x', 'q'], version: 5 }],
    ]);
    expect(stored()).toEqual([list('a', ['p', 'x', 'q'], 6)]);
  });

  it('fail when the list is gone on a stale version, or conflicts twice', async () => {
    client.setQueryData(KEY, [list('a', ['p'], 1)]);
    vi.mocked(updateWatchlist).mockRejectedValue(failure('VersionConflict'));
    vi.mocked(fetchWatchlists)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([list('a', ['p'], 2)]);
    const change = { target: storedList(client, 'a'), change: { add: ['q'] } };

    expect(await run(projectsMutation(client), change)).toBe(false);
    expect(updateWatchlist).toHaveBeenCalledTimes(1);
    expect(await run(projectsMutation(client), change)).toBe(false);
    expect(updateWatchlist).toHaveBeenCalledTimes(3);
    expect(stored()).toEqual([list('a', ['p'], 1)]);
  });
});

describe('one change at a time', () => {
  it('refuses a change started while another is running, even in the same tick', async () => {
    client.setQueryData(KEY, [list('a')]);
    const save = held<Watchlist>();
    vi.mocked(updateWatchlist).mockReturnValue(save.promise);
    const target = storedList(client, 'a');

    const first = exclusive(client, () => run(projectsMutation(client), { target, change: { add: ['p'] } }));
    const second = exclusive(client, () => run(projectsMutation(client), { target, change: { add: ['q'] } }));
    expect(await second).toBeUndefined();

    // Every kind of change is refused while one runs.
    const refused = await Promise.all([
      exclusive(client, () => run(createMutation(client), 'Research')),
      exclusive(client, () => run(renameMutation(client), { list: list('a'), name: 'Renamed' })),
      exclusive(client, () => run(deleteMutation(client), list('a'))),
    ]);
    expect(refused).toEqual([undefined, undefined, undefined]);

    save.resolve(list('a', ['p'], 2));
    expect(await first).toBe(true);
    expect(updateWatchlist).toHaveBeenCalledTimes(1);
    expect(createWatchlist).not.toHaveBeenCalled();
    expect(deleteWatchlist).not.toHaveBeenCalled();
    expect(stored()).toEqual([list('a', ['p'], 2)]);
  });

  it('accepts the next change once the running one has ended, failed or not', async () => {
    client.setQueryData(KEY, [list('a')]);
    vi.mocked(updateWatchlist).mockRejectedValueOnce(failure('InternalServerError', 500));
    const target = storedList(client, 'a');
    expect(
      await exclusive(client, () => run(projectsMutation(client), { target, change: { add: ['p'] } })),
    ).toBe(false);

    vi.mocked(updateWatchlist).mockResolvedValueOnce(list('a', ['q'], 2));
    expect(
      await exclusive(client, () => run(projectsMutation(client), { target, change: { add: ['q'] } })),
    ).toBe(true);
    expect(client.isMutating()).toBe(0);
  });
});

describe('create', () => {
  it("with only the placeholder, makes 'My Watchlist' first, then the new list", async () => {
    const mine = list('m', [], 1, 'My Watchlist');
    const research = list('r', [], 1, 'Research');
    vi.mocked(createWatchlist).mockResolvedValueOnce(mine).mockResolvedValueOnce(research);

    expect(await run(createMutation(client), 'Research')).toBe(true);
    expect(vi.mocked(createWatchlist).mock.calls).toEqual([
      [{ name: 'My Watchlist' }],
      [{ name: 'Research' }],
    ]);
    expect(stored()).toEqual([mine, research]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('success', WATCHLIST_MESSAGES.created('Research'));
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it("makes one list when it takes the placeholder's name, or when a list is stored", async () => {
    vi.mocked(createWatchlist).mockResolvedValueOnce(list('m', [], 1, 'my watchlist'));
    expect(await run(createMutation(client), 'my watchlist')).toBe(true);
    expect(createWatchlist).toHaveBeenCalledExactlyOnceWith({ name: 'my watchlist' });

    vi.mocked(createWatchlist).mockClear();
    vi.mocked(createWatchlist).mockResolvedValueOnce(list('r', [], 1, 'Research'));
    expect(await run(createMutation(client), 'Research')).toBe(true);
    expect(createWatchlist).toHaveBeenCalledExactlyOnceWith({ name: 'Research' });
    expect(stored()?.map((item) => item.name)).toEqual(['my watchlist', 'Research']);
  });

  it('says the name is used, or that the list could not be created, and reloads the lists', async () => {
    client.setQueryData(KEY, [list('a')]);
    vi.mocked(createWatchlist).mockRejectedValueOnce(failure('WatchlistNameUsed'));
    expect(await run(createMutation(client), 'List a')).toBe(false);
    expect(showMessage).toHaveBeenLastCalledWith('error', WATCHLIST_MESSAGES.nameUsed);

    vi.mocked(createWatchlist).mockRejectedValueOnce(failure('InternalServerError', 500));
    expect(await run(createMutation(client), 'Other')).toBe(false);
    expect(showMessage).toHaveBeenLastCalledWith('error', WATCHLIST_MESSAGES.createFailed);
    expect(stored()).toEqual([list('a')]);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it('keeps the placeholder made a real list when the new one then fails', async () => {
    const mine = list('m', [], 1, 'My Watchlist');
    vi.mocked(createWatchlist)
      .mockResolvedValueOnce(mine)
      .mockRejectedValueOnce(failure('InternalServerError', 500));
    expect(await run(createMutation(client), 'Research')).toBe(false);
    expect(stored()).toEqual([mine]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('error', WATCHLIST_MESSAGES.createFailed);
  });
});

describe('rename', () => {
  it('renames a stored list against its version', async () => {
    client.setQueryData(KEY, [list('a', ['p'], 3), list('b')]);
    const renamed = list('a', ['p'], 4, 'DeFi picks');
    vi.mocked(updateWatchlist).mockResolvedValueOnce(renamed);

    expect(await run(renameMutation(client), { list: list('a', ['p'], 3), name: 'DeFi picks' })).toBe(true);
    expect(updateWatchlist).toHaveBeenCalledExactlyOnceWith({ id: 'a', name: 'DeFi picks', version: 3 });
    expect(stored()).toEqual([renamed, list('b')]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('success', WATCHLIST_MESSAGES.renamed);
  });

  it('renames over a stale version', async () => {
    client.setQueryData(KEY, [list('a', [], 3)]);
    vi.mocked(updateWatchlist)
      .mockRejectedValueOnce(failure('VersionConflict'))
      .mockResolvedValueOnce(list('a', [], 9, 'New'));
    expect(await run(renameMutation(client), { list: list('a', [], 3), name: 'New' })).toBe(true);
    expect(vi.mocked(updateWatchlist).mock.calls).toEqual([
      [{ id: 'a', name: 'New', version: 3 }],
      [{ id: 'a', name: 'New' }],
    ]);
    expect(stored()).toEqual([list('a', [], 9, 'New')]);
  });

  it('makes the placeholder a real list of the new name', async () => {
    const made = list('n', [], 1, 'Mine');
    vi.mocked(createWatchlist).mockResolvedValueOnce(made);
    expect(await run(renameMutation(client), { list: PLACEHOLDER_WATCHLIST, name: 'Mine' })).toBe(true);
    expect(createWatchlist).toHaveBeenCalledExactlyOnceWith({ name: 'Mine' });
    expect(updateWatchlist).not.toHaveBeenCalled();
    expect(stored()).toEqual([made]);
  });

  it('says the name is used, or that the list could not be renamed, and changes nothing', async () => {
    client.setQueryData(KEY, [list('a'), list('b')]);
    vi.mocked(updateWatchlist).mockRejectedValueOnce(failure('WatchlistNameUsed'));
    expect(await run(renameMutation(client), { list: list('a'), name: 'List b' })).toBe(false);
    expect(showMessage).toHaveBeenLastCalledWith('error', WATCHLIST_MESSAGES.nameUsed);

    vi.mocked(updateWatchlist).mockRejectedValueOnce(failure('InternalServerError', 500));
    expect(await run(renameMutation(client), { list: list('a'), name: 'Other' })).toBe(false);
    expect(showMessage).toHaveBeenLastCalledWith('error', WATCHLIST_MESSAGES.renameFailed);
    expect(stored()).toEqual([list('a'), list('b')]);
  });
});

describe('delete', () => {
  it('takes the list out of the stored ones', async () => {
    client.setQueryData(KEY, [list('a'), list('b')]);
    vi.mocked(deleteWatchlist).mockResolvedValueOnce({ ok: true });
    expect(await run(deleteMutation(client), list('a'))).toBe(true);
    expect(deleteWatchlist).toHaveBeenCalledExactlyOnceWith('a');
    expect(stored()).toEqual([list('b')]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('success', WATCHLIST_MESSAGES.deleted);
  });

  it('keeps the list and says so when the delete fails', async () => {
    client.setQueryData(KEY, [list('a')]);
    vi.mocked(deleteWatchlist).mockRejectedValueOnce(failure('InternalServerError', 500));
    expect(await run(deleteMutation(client), list('a'))).toBe(false);
    expect(stored()).toEqual([list('a')]);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('error', WATCHLIST_MESSAGES.deleteFailed);
  });
});

describe('nameFailure', () => {
  it('tells a taken name from any other failure', () => {
    expect(nameFailure(failure('WatchlistNameUsed'))).toBe('name-used');
    expect(nameFailure(failure('VersionConflict'))).toBe('failed');
    expect(nameFailure(new Error('offline'))).toBe('failed');
    expect(nameFailure(undefined)).toBe('failed');
  });
});
