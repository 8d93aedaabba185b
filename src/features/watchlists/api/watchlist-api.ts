// The watchlist endpoints, typed by their contracts. The star is on the pages' first load: the
// contracts, and zod with them, load with the first request's answer.
import type { CreateWatchlistInput, UpdateWatchlistInput, Watchlist } from '@/contracts/watchlists';
import { apiRequest, lazyContract } from '@/lib/api-client';

const contracts = () => import('@/contracts/watchlists');

export const WATCHLISTS_QUERY_KEY = ['watchlists'] as const;

export const fetchWatchlists = (signal?: AbortSignal) =>
  apiRequest('/api/watchlist', {
    schema: lazyContract(contracts, (module) => module.watchlistsOutput),
    signal,
  }).then((output) => output.data);

export const createWatchlist = (
  input: Partial<CreateWatchlistInput> & { name: string },
): Promise<Watchlist> =>
  apiRequest('/api/watchlist/create', {
    method: 'POST',
    body: input,
    schema: lazyContract(contracts, (module) => module.watchlist),
  });

export const updateWatchlist = (input: UpdateWatchlistInput): Promise<Watchlist> =>
  apiRequest('/api/watchlist/update', {
    method: 'POST',
    body: input,
    schema: lazyContract(contracts, (module) => module.watchlist),
  });

export const deleteWatchlist = (id: string) =>
  apiRequest('/api/watchlist/delete', {
    method: 'POST',
    body: { id },
    schema: lazyContract(contracts, (module) => module.watchlistDeleted),
  });
