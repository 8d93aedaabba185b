import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { WatchlistsOutput } from '@/contracts/watchlists';
import type { Executor } from '../db/client';
import { watchlists } from '../db/schema';
import { toWatchlists } from './watchlist-view';

/** GET /api/watchlist: the user's lists, oldest first, each with its marks. */
export async function listWatchlists(db: Executor, userId: string): Promise<WatchlistsOutput> {
  const rows = await db
    .select()
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.createdAt), asc(watchlists.id));
  return { data: await toWatchlists(db, userId, rows) };
}
