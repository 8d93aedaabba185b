import 'server-only';
import { count, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Watchlist, type WatchlistMark } from '@/contracts/watchlists';
import type { Executor } from '../db/client';
import { projects, watchlistMarks, watchlists } from '../db/schema';
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

/** The ids as a list keeps them: without repeats, first occurrence kept. */
export const uniqueProjectIds = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * A condition that every one of these ids (without repeats) names a listed project, for the WHERE of the
 * statement that stores them; none when there are none.
 */
export function allListedProjects(db: Executor, uniqueIds: readonly string[]): SQL | undefined {
  if (uniqueIds.length === 0) return undefined;
  const listed = db
    .select({ listed: count() })
    .from(projects)
    .where(inArray(projects.id, [...uniqueIds]));
  return sql`(${listed}) = ${uniqueIds.length}`;
}

/** The ids without repeats, first occurrence kept; every one must be a listed project (else 400 UnknownProject). */
export async function checkedProjectIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  const unique = uniqueProjectIds(ids);
  if (unique.length === 0) return unique;
  const found = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, unique));
  if (found.length !== unique.length) {
    const known = new Set(found.map((row) => row.id));
    throw new AppError('UnknownProject', `unknown project ${unique.find((id) => !known.has(id))}`);
  }
  return unique;
}

/**
 * A column of the list's row named with its table, as a subquery of the list's statement must name it: Drizzle
 * leaves the table out of a one-table SELECT's columns, where a bare name would mean the subquery's own column.
 */
const listColumn = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The latest marks of a list's projects for the list's owner, newest first, as the API gives them: read in the
 * same statement as the list (a column of its SELECT, or of the RETURNING of its UPDATE or INSERT), not by a
 * query of their own.
 */
const latestMarks = sql<WatchlistMark[]>`coalesce((
  select json_agg(
    json_build_object('projectId', m.project_id, 'reason', m.reason, 'detail', m.detail, 'at', m.at)
    order by m.created_at desc, m.id desc
  )
  from (
    select mark.id, mark.project_id, mark.reason, mark.detail, mark.created_at,
      to_char(mark.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from ${watchlistMarks} mark
    where mark.user_id = ${listColumn(watchlists.userId)} and mark.project_id = any(${listColumn(watchlists.projects)})
    order by mark.created_at desc, mark.id desc
    limit ${MARKS_PER_LIST}
  ) m
), '[]'::json)`;

/** What a statement selects or returns for the view of a list: the list's columns and its latest marks. */
export const watchlistViewColumns = {
  id: watchlists.id,
  name: watchlists.name,
  projects: watchlists.projects,
  version: watchlists.version,
  marks: latestMarks,
};

export type WatchlistViewRow = Pick<WatchlistRow, 'id' | 'name' | 'projects' | 'version'> & {
  marks: WatchlistMark[];
};

/** The API's view of a list read with `watchlistViewColumns`. */
export const toWatchlist = (row: WatchlistViewRow): Watchlist => ({
  id: row.id,
  name: row.name,
  projects: row.projects,
  version: row.version,
  marks: row.marks,
});
