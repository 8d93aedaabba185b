import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Watchlist, type WatchlistMark } from '@/contracts/watchlists';
import type { Executor } from '../db/client';
import { projects, watchlistMarks, type watchlists } from '../db/schema';
import { AppError } from '../errors/app-error';

export type WatchlistRow = typeof watchlists.$inferSelect;

// Marks pile up over the years; a list shows its latest ones, which are the ones that call for a look.
const MARKS_PER_LIST = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot name a list (the client's `temp` placeholder, anything not a uuid) are simply not found. */
export function assertWatchlistId(id: string): void {
  if (!UUID.test(id)) throw new AppError('NotFound');
}

export const watchlistNotFound = () => new AppError('NotFound');
export const watchlistNameUsed = () => new AppError('WatchlistNameUsed');

/** The ids without repeats, first occurrence kept; every one must be a listed project (else 400 UnknownProject). */
export async function checkedProjectIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, unique));
  if (found.length !== unique.length) {
    const known = new Set(found.map((row) => row.id));
    throw new AppError('UnknownProject', `unknown project ${unique.find((id) => !known.has(id))}`);
  }
  return unique;
}

/** The view of the given lists of one user, each with its marks: latest first, only for projects in the list. */
export async function toWatchlists(
  db: Executor,
  userId: string,
  rows: readonly WatchlistRow[],
): Promise<Watchlist[]> {
  const watched = [...new Set(rows.flatMap((row) => row.projects))];
  const marks =
    watched.length === 0
      ? []
      : await db
          .select({
            projectId: watchlistMarks.projectId,
            reason: watchlistMarks.reason,
            detail: watchlistMarks.detail,
            createdAt: watchlistMarks.createdAt,
          })
          .from(watchlistMarks)
          .where(and(eq(watchlistMarks.userId, userId), inArray(watchlistMarks.projectId, watched)))
          .orderBy(desc(watchlistMarks.createdAt), desc(watchlistMarks.id));
  return rows.map((row) => {
    const inList = new Set(row.projects);
    const listMarks: WatchlistMark[] = marks
      .filter((mark) => inList.has(mark.projectId))
      .slice(0, MARKS_PER_LIST)
      .map((mark) => ({
        projectId: mark.projectId,
        reason: mark.reason,
        detail: mark.detail,
        at: mark.createdAt.toISOString(),
      }));
    return { id: row.id, name: row.name, projects: row.projects, version: row.version, marks: listMarks };
  });
}
