import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type UpdateWatchlistInput, type Watchlist } from '@/contracts/watchlists';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { watchlists } from '../db/schema';
import { AppError } from '../errors/app-error';
import {
  allListedProjects,
  assertWatchlistId,
  checkedProjectIds,
  toWatchlist,
  uniqueProjectIds,
  watchlistNameUsed,
  watchlistNotFound,
  watchlistViewColumns,
  type WatchlistViewRow,
} from './watchlist-view';

export interface UpdateWatchlistOptions extends UpdateWatchlistInput {
  readonly userId: string;
}

/**
 * Renames a list and/or replaces its projects in one UPDATE guarded by owner, by its projects being listed and,
 * when given, by version: two clients changing one list from the same version cannot both win (409
 * VersionConflict for the later one). The same statement answers the list with its marks. Without a version the
 * change applies to the current state. Another user's list is 404 NotFound, a name the user already has 409
 * WatchlistNameUsed, an unknown project 400 UnknownProject.
 */
export async function updateWatchlist(db: Db, options: UpdateWatchlistOptions): Promise<Watchlist> {
  const { userId, id, name, version } = options;
  assertWatchlistId(id);
  // Checked in the UPDATE itself: the statement changes nothing when one of them is not a listed project.
  const projectIds = options.projects === undefined ? undefined : uniqueProjectIds(options.projects);
  let row: WatchlistViewRow | undefined;
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
          projectIds === undefined ? undefined : allListedProjects(db, projectIds),
        ),
      )
      .returning(watchlistViewColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw watchlistNameUsed();
    throw error;
  }
  if (!row) {
    // Why nothing changed, in the order the rules go: an unknown project, then another version, then no such list.
    if (projectIds !== undefined) await checkedProjectIds(db, projectIds);
    const [current] = await db
      .select({ version: watchlists.version })
      .from(watchlists)
      .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)));
    if (current && version !== undefined) {
      throw new AppError('VersionConflict', `version ${version} is not ${current.version}`);
    }
    throw watchlistNotFound();
  }
  return toWatchlist(row);
}
