import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type UpdateWatchlistInput, type Watchlist } from '@/contracts/watchlists';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { watchlists } from '../db/schema';
import { AppError } from '../errors/app-error';
import {
  assertWatchlistId,
  checkedProjectIds,
  toWatchlists,
  watchlistNameUsed,
  watchlistNotFound,
  type WatchlistRow,
} from './watchlist-view';

export interface UpdateWatchlistOptions extends UpdateWatchlistInput {
  readonly userId: string;
}

/**
 * Renames a list and/or replaces its projects in one UPDATE guarded by owner and, when given, version: two
 * clients changing one list from the same version cannot both win (409 VersionConflict for the later one).
 * Without a version the change applies to the current state. Another user's list is 404 NotFound, a name the
 * user already has 409 WatchlistNameUsed, an unknown project 400 UnknownProject.
 */
export async function updateWatchlist(db: Db, options: UpdateWatchlistOptions): Promise<Watchlist> {
  const { userId, id, name, version } = options;
  assertWatchlistId(id);
  const projectIds =
    options.projects === undefined ? undefined : await checkedProjectIds(db, options.projects);
  let row: WatchlistRow | undefined;
  try {
    [row] = await db
      .update(watchlists)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(projectIds === undefined ? {} : { projects: projectIds }),
        version: sql`${watchlists.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(watchlists.id, id),
          eq(watchlists.userId, userId),
          version === undefined ? undefined : eq(watchlists.version, version),
        ),
      )
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw watchlistNameUsed();
    throw error;
  }
  if (!row) {
    const [current] = await db
      .select({ version: watchlists.version })
      .from(watchlists)
      .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)));
    if (current && version !== undefined) {
      throw new AppError('VersionConflict', `version ${version} is not ${current.version}`);
    }
    throw watchlistNotFound();
  }
  const [view] = await toWatchlists(db, userId, [row]);
  return view!;
}
