import 'server-only';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  leaderboardPage,
  leaderboardRow,
  type LeaderboardPage,
  type LeaderboardRow,
  type LeaderboardSortField,
  type ProjectsListInput,
} from '@/contracts/projects';
import { LRUCache } from 'lru-cache';
import { KYC_LEVELS } from '@/lib/score/methodology';
import type { Executor } from '../db/client';
import { afterKey, keysetOrder, type KeyColumn } from '../db/keyset';
import { audits, projectScores, projects, securityAlerts, signals } from '../db/schema';
import { firstTicker } from './first-ticker';

const hasCompletedAudit = sql`exists (select 1 from ${audits} a where a.project_id = ${projects.id} and a.status = 'completed')`;
const hasOpenAudit = sql`exists (select 1 from ${audits} a where a.project_id = ${projects.id} and a.status in ('requested', 'in_progress'))`;
const hasConfirmedAlert = sql`exists (select 1 from ${securityAlerts} x where x.project_id = ${projects.id} and x.state = 'confirmed')`;
const signalValue = (key: string) =>
  sql<
    number | null
  >`(select s.value from ${signals} s where s.project_id = ${projects.id} and s.key = ${key} and s.state <> 'not_available')`;

const SORT_COLUMNS: Record<LeaderboardSortField, SQL | typeof projects.name> = {
  rank: sql`${projectScores.rank}`,
  name: sql`${projects.name} collate "C"`,
  score: sql`${projectScores.score}`,
  change24h: sql`${projectScores.change24h}`,
  category: sql`${projects.category} collate "C"`,
  marketCap: sql`${projects.marketCapUsd}`,
};

/** The columns of a leaderboard row. */
const ROW_COLUMNS = {
  id: projects.id,
  name: projects.name,
  logo: projects.logo,
  ticker: firstTicker(),
  category: projects.category,
  chains: projects.chains,
  marketCapUsd: projects.marketCapUsd,
  score: projectScores.score,
  tier: projectScores.tier,
  coverage: sql<number>`coalesce(${projectScores.coverage}, 0)`,
  confidence: sql<string>`coalesce(${projectScores.confidence}, 'low')`,
  rank: projectScores.rank,
  percentile: projectScores.percentile,
  change24h: projectScores.change24h,
  hasCompletedAudit: sql<boolean>`${hasCompletedAudit}`,
  hasOpenAudit: sql<boolean>`${hasOpenAudit}`,
  hasAlerts: sql<boolean>`${hasConfirmedAlert}`,
  kycLevel: signalValue('team_kyc_level'),
  bugBountyUsd: signalValue('bug_bounty_usd'),
};

// How many projects a filter matches changes with imports and the daily scoring, not between two pages: the
// count, which reads every matching project, is kept a few seconds per instance and filter. A list of given
// projects (a watchlist) is counted each time.
const TOTALS_CACHE_MS = 10_000;
const totalsCache = new LRUCache<string, number>({ max: 500, ttl: TOTALS_CACHE_MS });

/** The projects a list shows by the evidence behind their scores: ranked only, unless it says otherwise. */
const coverageOf = (input: Pick<ProjectsListInput, 'filter' | 'projectIds'>) =>
  input.filter.coverage ?? (input.projectIds ? 'any' : 'enough');

function coverageCondition(input: Pick<ProjectsListInput, 'filter' | 'projectIds'>): SQL | undefined {
  const coverage = coverageOf(input);
  if (coverage === 'enough') return isNotNull(projectScores.score);
  if (coverage === 'not_enough') return isNull(projectScores.score);
  return undefined;
}

function filterConditions(input: Pick<ProjectsListInput, 'filter' | 'projectIds'>): SQL[] {
  const { filter, projectIds } = input;
  const conditions: (SQL | undefined)[] = [
    projectIds ? inArray(projects.id, projectIds.length ? projectIds : ['']) : undefined,
    filter.chains?.length ? arrayOverlaps(projects.chains, filter.chains) : undefined,
    filter.categories?.length ? inArray(projects.category, filter.categories) : undefined,
    filter.scoreMin !== undefined ? gte(projectScores.score, filter.scoreMin) : undefined,
    filter.scoreMax !== undefined ? lte(projectScores.score, filter.scoreMax) : undefined,
    filter.auditStatus === 'audited' ? hasCompletedAudit : undefined,
    filter.auditStatus === 'under_audit' ? hasOpenAudit : undefined,
    filter.auditStatus === 'not_audited' ? sql`not ${hasCompletedAudit}` : undefined,
    filter.auditStatus === 'has_alerts' ? hasConfirmedAlert : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

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

// Only its type is read: the shape of a selected row.
const _selectRowColumns = (db: Executor) =>
  db.select(ROW_COLUMNS).from(projects).leftJoin(projectScores, eq(projectScores.projectId, projects.id));
type SelectedRow = Awaited<ReturnType<typeof _selectRowColumns>>[number];

/**
 * The rows of these projects, in the order given. A page's ids are chosen first and its rows read after: asked
 * in one query over the whole catalogue, the planner runs the badges' subqueries as hashes of every audit and
 * alert, whatever the page's size.
 */
async function rowsInOrder(db: Executor, ids: readonly string[]): Promise<SelectedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(ROW_COLUMNS)
    .from(projects)
    .leftJoin(projectScores, eq(projectScores.projectId, projects.id))
    .where(inArray(projects.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A row as read to the row of the contract: the audit status, KYC badge and bounty from their raw values. */
function toLeaderboardRow({
  hasCompletedAudit: audited,
  hasOpenAudit: underAudit,
  kycLevel,
  bugBountyUsd,
  ...row
}: SelectedRow): LeaderboardRow {
  return leaderboardRow.parse({
    ...row,
    auditStatus: audited ? 'audited' : underAudit ? 'under_audit' : 'not_audited',
    kyc: kycLevel && kycLevel >= 1 ? KYC_LEVELS[Math.min(3, Math.round(kycLevel))] : null,
    bugBountyUsd: bugBountyUsd && bugBountyUsd > 0 ? bugBountyUsd : null,
  });
}

async function countMatching(
  db: Executor,
  input: Pick<ProjectsListInput, 'filter' | 'projectIds'>,
  where: SQL | undefined,
): Promise<number> {
  const totalsKey = input.projectIds ? undefined : `${coverageOf(input)}:${JSON.stringify(input.filter)}`;
  let total = totalsKey === undefined ? undefined : totalsCache.get(totalsKey);
  if (total === undefined) {
    const [totals] = await db
      .select({ total: count() })
      .from(projects)
      .leftJoin(projectScores, eq(projectScores.projectId, projects.id))
      .where(where);
    total = totals?.total ?? 0;
    if (totalsKey !== undefined) totalsCache.set(totalsKey, total);
  }
  return total;
}

// A page of the leaderboard is the same for every visitor: what /api/projects-list and /api/v1/projects answer is
// kept a few seconds per database and view, and requests for a view being read wait for that one reading instead
// of each running it (an embedded database runs one query at a time). Scores and ranks change with imports and
// the daily scoring, audits and alerts with imports and staff review: such changes show within PAGE_CACHE_MS. A
// watchlist's list names its projects, so one starred or removed is a view of its own, read at once.
export const PAGE_CACHE_MS = 5_000;
const PAGE_CACHE_ENTRIES = 500;
type ViewCache<Input extends object, Page extends object> = LRUCache<string, Page, Input>;
const pageCaches = new WeakMap<Executor, ViewCache<ProjectsListInput, LeaderboardPage>>();
const keysetCaches = new WeakMap<Executor, ViewCache<LeaderboardKeysetInput, LeaderboardKeysetPage>>();

const sortedSet = (values: readonly string[] | undefined) =>
  values === undefined ? null : [...new Set(values)].sort();

/** The parts of a view's key that its filter and sort give: filter values in another order share them. */
const filterAndSortKey = (input: Pick<ProjectsListInput, 'filter' | 'sort' | 'projectIds'>) => [
  input.sort.field,
  input.sort.order,
  sortedSet(input.filter.chains),
  sortedSet(input.filter.categories),
  input.filter.scoreMin ?? null,
  input.filter.scoreMax ?? null,
  input.filter.auditStatus ?? null,
  coverageOf(input),
];

/** The key of a view: inputs that list the same rows (ids or filter values in another order) share it. */
export function leaderboardViewKey(input: ProjectsListInput): string {
  return JSON.stringify([
    sortedSet(input.projectIds),
    ...filterAndSortKey(input),
    input.currentPage,
    input.dataPerPage,
  ]);
}

/** The cache of one database's views of one kind, each read at most once every PAGE_CACHE_MS. */
function viewCacheOf<Input extends object, Page extends object>(
  caches: WeakMap<Executor, ViewCache<Input, Page>>,
  db: Executor,
  read: (db: Executor, input: Input) => Promise<Page>,
): ViewCache<Input, Page> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Page, Input>({
      max: PAGE_CACHE_ENTRIES,
      ttl: PAGE_CACHE_MS,
      // Ages read on the wall clock (tests set it), to the millisecond.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      // A view pushed out while being read still answers the requests waiting for it.
      ignoreFetchAbort: true,
      // A failed reading is not kept: the next request reads again.
      fetchMethod: (_key, _stale, { context }) => read(db, context),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** One page of the leaderboard as POST /api/projects-list serves it: read at most once per view every few seconds. */
export async function listLeaderboardCached(
  db: Executor,
  input: ProjectsListInput,
): Promise<LeaderboardPage> {
  const page = await viewCacheOf(pageCaches, db, listLeaderboard).fetch(leaderboardViewKey(input), {
    context: input,
  });
  return page!;
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

export interface FilterOptions {
  readonly chains: string[];
  readonly categories: string[];
}

// The chains and categories change with imports only: read at most once a minute per instance.
const FILTER_OPTIONS_CACHE_MS = 60_000;
let filterOptions: { at: number; options: FilterOptions } | undefined;

/** The chains and categories present, for the advanced-filter panel. */
export async function listFilterOptions(db: Executor, now = Date.now()): Promise<FilterOptions> {
  if (filterOptions && now - filterOptions.at < FILTER_OPTIONS_CACHE_MS) return filterOptions.options;
  const options = await readFilterOptions(db);
  filterOptions = { at: now, options };
  return options;
}

async function readFilterOptions(db: Executor): Promise<FilterOptions> {
  const chains = await db.execute<{ chain: string }>(
    sql`select distinct unnest(${projects.chains}) as chain from ${projects} order by 1`,
  );
  const categories = await db
    .selectDistinct({ category: projects.category })
    .from(projects)
    .orderBy(asc(projects.category));
  return { chains: chains.rows.map((row) => row.chain), categories: categories.map((row) => row.category) };
}

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

/** A page after a key as /api/v1/projects serves it: read at most once per view and key every few seconds. */
export async function listLeaderboardAfterCached(
  db: Executor,
  input: LeaderboardKeysetInput,
): Promise<LeaderboardKeysetPage> {
  const key = JSON.stringify([...filterAndSortKey(input), input.limit, input.after ?? null]);
  const page = await viewCacheOf(keysetCaches, db, listLeaderboardAfter).fetch(key, { context: input });
  return page!;
}
