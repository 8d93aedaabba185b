// The watchlist endpoints of spec section 7, typed by their contracts.
import { z } from 'zod';
import {
  watchlist,
  watchlistsOutput,
  type CreateWatchlistInput,
  type UpdateWatchlistInput,
  type Watchlist,
} from '@/contracts/watchlists';
import { apiRequest } from '@/lib/api-client';

export const WATCHLISTS_QUERY_KEY = ['watchlists'] as const;

export const fetchWatchlists = (signal?: AbortSignal) =>
  apiRequest('/api/watchlist', { schema: watchlistsOutput, signal }).then((output) => output.data);

export const createWatchlist = (
  input: Partial<CreateWatchlistInput> & { name: string },
): Promise<Watchlist> =>
  apiRequest('/api/watchlist/create', { method: 'POST', body: input, schema: watchlist });

export const updateWatchlist = (input: UpdateWatchlistInput): Promise<Watchlist> =>
  apiRequest('/api/watchlist/update', { method: 'POST', body: input, schema: watchlist });

export const deleteWatchlist = (id: string) =>
  apiRequest('/api/watchlist/delete', { method: 'POST', body: { id }, schema: z.unknown() });
