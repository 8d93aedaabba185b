import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { WatchlistsOutput } from '@/contracts/watchlists';
import type { Executor } from '../db/client';
import { watchlists } from '../db/schema';
import { toWatchlist, watchlistViewColumns } from './watchlist-view';

/** GET /api/watchlist: the user's lists, oldest first, each with its marks, in one statement. */
export async function listWatchlists(db: Executor, userId: string): Promise<WatchlistsOutput> {
  const rows = await db
    .select(watchlistViewColumns)
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.createdAt), asc(watchlists.id));
  return { data: rows.map(toWatchlist) };
}
