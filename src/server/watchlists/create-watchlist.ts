import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { MAX_WATCHLISTS_PER_USER } from '@/config/constants';
import { type CreateWatchlistInput, type Watchlist } from '@/contracts/watchlists';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users, watchlists } from '../db/schema';
import { AppError } from '../errors/app-error';
import {
  checkedProjectIds,
  toWatchlist,
  watchlistNameUsed,
  watchlistViewColumns,
  type WatchlistViewRow,
} from './watchlist-view';

export interface CreateWatchlistOptions extends CreateWatchlistInput {
  readonly userId: string;
  /** The request's Idempotency-Key: the same key again answers the list it created, and creates nothing. */
  readonly requestKey?: string;
}

/**
 * Creates a list (name already trimmed and checked by the contract). Unknown projects answer 400 UnknownProject,
 * repeats are dropped; the 51st list 400 TooManyWatchlists; a name the user already has (case aside)
 * 409 WatchlistNameUsed. A create repeated with the same request key (the client's retry after a 504 or a lost
 * answer) answers the list the first one made: one click makes at most one list.
 */
export async function createWatchlist(db: Db, options: CreateWatchlistOptions): Promise<Watchlist> {
  const { userId, name } = options;
  let row: WatchlistViewRow;
  try {
    row = await db.transaction(async (tx) => {
      // The user's row lock queues this user's creates, so the count below cannot be outrun by a parallel one.
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!owner) throw new AppError('UserNotFound');
      if (options.requestKey) {
        // Under the user's row lock: a repeat waits for the first to commit, then finds its list.
        const [made] = await tx
          .select(watchlistViewColumns)
          .from(watchlists)
          .where(and(eq(watchlists.userId, userId), eq(watchlists.requestKey, options.requestKey)));
        if (made) return made;
      }
      const projectIds = await checkedProjectIds(tx, options.projects);
      const [existing] = await tx
        .select({ lists: count() })
        .from(watchlists)
        .where(eq(watchlists.userId, userId));
      if ((existing?.lists ?? 0) >= MAX_WATCHLISTS_PER_USER) {
        throw new AppError('TooManyWatchlists');
      }
      const [created] = await tx
        .insert(watchlists)
        .values({ userId, name, projects: projectIds, requestKey: options.requestKey ?? null })
        .returning(watchlistViewColumns);
      return created!;
    });
  } catch (error) {
    // The unique index on (user_id, lower(name)) decides between two creates of the same name.
    if (isUniqueViolation(error)) throw watchlistNameUsed();
    throw error;
  }
  return toWatchlist(row);
}
