import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { LeaderboardRow, ProjectsListInput } from '@/contracts/projects';
import type { Executor } from '../db/client';
import { afterKey, keysetOrder, type KeyColumn } from '../db/keyset';
import { projectScores, projects } from '../db/schema';
import {
  coverageCondition,
  countMatching,
  filterConditions,
  rowsInOrder,
  SORT_COLUMNS,
  toLeaderboardRow,
} from './leaderboard-query';

/** Where a keyset page starts: just after the row with this sort value, rank and id. */
export type LeaderboardKey = readonly [value: string | number | null, rank: number | null, id: string];

export interface LeaderboardKeysetInput {
  readonly filter: ProjectsListInput['filter'];
  readonly sort: ProjectsListInput['sort'];
  readonly limit: number;
  readonly after?: LeaderboardKey;
}

export interface LeaderboardKeysetPage {
  readonly rows: LeaderboardRow[];
  readonly total: number;
  readonly next: LeaderboardKey | null;
}

/**
 * A page of the leaderboard that starts after a given row (keyset paging, for the public API): the same filters,
 * sorts and order as `listLeaderboard`, but a page begins where the last one ended, however many projects have
 * been added, removed or re-ranked before it since.
 */
export async function listLeaderboardAfter(
  db: Executor,
  input: LeaderboardKeysetInput,
): Promise<LeaderboardKeysetPage> {
  const view = { filter: input.filter };
  const coverage = coverageCondition(view);
  const where = and(...filterConditions(view), ...(coverage ? [coverage] : []));
  const descending = input.sort.order === 'desc';
  const sortColumn = sql`${SORT_COLUMNS[input.sort.field]}`;
  const rankColumn = sql`${projectScores.rank}`;
  const idColumn = sql`${projects.id}`;
  const order: KeyColumn[] = [
    { column: sortColumn, descending },
    { column: rankColumn, descending: false },
    { column: idColumn, descending: false },
  ];
  const start = input.after ? afterKey(order, input.after) : undefined;
  const keys = await db
    .select({
      id: projects.id,
      rank: projectScores.rank,
      sortValue: sql<string | number | null>`${sortColumn}`,
    })
    .from(projects)
    .leftJoin(projectScores, eq(projectScores.projectId, projects.id))
    .where(and(where, start))
    .orderBy(...keysetOrder(order))
    .limit(input.limit + 1);
  const total = await countMatching(db, { filter: input.filter }, where);
  const shown = keys.slice(0, input.limit);
  const rows = await rowsInOrder(
    db,
    shown.map((key) => key.id),
  );
  const last = shown.at(-1);
  return {
    rows: rows.map(toLeaderboardRow),
    total,
    next: keys.length > input.limit && last ? [last.sortValue, last.rank, last.id] : null,
  };
}
