import 'server-only';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { leaderboardPage, type LeaderboardPage, type ProjectsListInput } from '@/contracts/projects';
import type { Executor } from '../db/client';
import { projectScores, projects } from '../db/schema';
import {
  coverageCondition,
  coverageOf,
  countMatching,
  filterConditions,
  ROW_COLUMNS,
  rowsInOrder,
  SORT_COLUMNS,
  toLeaderboardRow,
} from './leaderboard-query';

/**
 * One page of the leaderboard (POST /api/projects-list and the home page): projects with their score, badges
 * and first ticker, filtered and sorted on the server. By default only the projects with enough evidence for a
 * score, which all have a rank; a watchlist's projects all. Rows without a value for the sort column come last;
 * ties fall back to rank, then id.
 */
export async function listLeaderboard(db: Executor, input: ProjectsListInput): Promise<LeaderboardPage> {
  const { sort, currentPage, dataPerPage } = input;
  const otherConditions = filterConditions(input);
  const coverage = coverageCondition(input);
  const where = and(...otherConditions, ...(coverage ? [coverage] : []));
  const direction = sort.order === 'asc' ? asc : desc;
  const sortColumn = SORT_COLUMNS[sort.field];

  const offset = (currentPage - 1) * dataPerPage;
  const selectRows = () =>
    db.select(ROW_COLUMNS).from(projects).leftJoin(projectScores, eq(projectScores.projectId, projects.id));

  // The plain ranking: ranks are the positions 1, 2, 3… of the scored projects, so a page is a range of ranks,
  // read from the rank index instead of sorting the catalogue (the unranked come after them all). Any gap (a
  // ranking being rewritten, the last ranked page) falls back to the general query.
  let rows: Awaited<ReturnType<typeof selectRows>> | undefined;
  if (
    sort.field === 'rank' &&
    sort.order === 'asc' &&
    otherConditions.length === 0 &&
    coverageOf(input) !== 'not_enough'
  ) {
    const ranked = await selectRows()
      .where(and(gt(projectScores.rank, offset), lte(projectScores.rank, offset + dataPerPage)))
      .orderBy(asc(projectScores.rank));
    if (ranked.length === dataPerPage && ranked.every((row, index) => row.rank === offset + index + 1)) {
      rows = ranked;
    }
  }
  rows ??= await rowsInOrder(
    db,
    (
      await db
        .select({ id: projects.id })
        .from(projects)
        .leftJoin(projectScores, eq(projectScores.projectId, projects.id))
        .where(where)
        .orderBy(
          sql`${direction(sortColumn)} nulls last`,
          sql`${projectScores.rank} asc nulls last`,
          asc(projects.id),
        )
        .limit(dataPerPage)
        .offset(offset)
    ).map((row) => row.id),
  );
  const total = await countMatching(db, input, where);

  return leaderboardPage.parse({
    data: rows.map(toLeaderboardRow),
    total,
    currentPage,
    dataPerPage,
  });
}

/**
 * How many projects of a leaderboard view are not rated: the ones its default leaves out,
 * for the link that shows them.
 */
export async function countNotEnoughData(
  db: Executor,
  input: Pick<ProjectsListInput, 'filter'>,
): Promise<number> {
  const view = { filter: { ...input.filter, coverage: 'not_enough' as const } };
  return countMatching(db, view, and(...filterConditions(view), coverageCondition(view)));
}
