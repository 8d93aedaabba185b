import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { watchlists } from '../db/schema';
import { assertWatchlistId, watchlistNotFound } from './watchlist-view';

/** Deletes one of the user's lists; anyone else's (or an unknown id) is 404 NotFound. */
export async function deleteWatchlist(db: Executor, options: { userId: string; id: string }) {
  assertWatchlistId(options.id);
  const deleted = await db
    .delete(watchlists)
    .where(and(eq(watchlists.id, options.id), eq(watchlists.userId, options.userId)))
    .returning({ id: watchlists.id });
  if (deleted.length === 0) throw watchlistNotFound();
  return { ok: true as const };
}
