import 'server-only';
import { arrayOverlaps, count, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  leaderboardRow,
  type LeaderboardRow,
  type LeaderboardSortField,
  type ProjectsListInput,
} from '@/contracts/projects';
import { KYC_LEVELS } from '@/lib/score/methodology';
import type { Executor } from '../db/client';
import { audits, projectScores, projects, securityAlerts, signals } from '../db/schema';
import { firstTicker } from './first-ticker';

// The SQL of a leaderboard view, shared by its offset pages (list-leaderboard.ts) and keyset pages
// (list-leaderboard-after.ts): the conditions of a filter, the sort columns, a row's columns and how many
// projects match.

const hasCompletedAudit = sql`exists (select 1 from ${audits} a where a.project_id = ${projects.id} and a.status = 'completed')`;
const hasOpenAudit = sql`exists (select 1 from ${audits} a where a.project_id = ${projects.id} and a.status in ('requested', 'in_progress'))`;
const hasConfirmedAlert = sql`exists (select 1 from ${securityAlerts} x where x.project_id = ${projects.id} and x.state = 'confirmed')`;
const signalValue = (key: string) =>
  sql<
    number | null
  >`(select s.value from ${signals} s where s.project_id = ${projects.id} and s.key = ${key} and s.state <> 'not_available')`;

export const SORT_COLUMNS: Record<LeaderboardSortField, SQL | typeof projects.name> = {
  rank: sql`${projectScores.rank}`,
  name: sql`${projects.name} collate "C"`,
  score: sql`${projectScores.score}`,
  change24h: sql`${projectScores.change24h}`,
  category: sql`${projects.category} collate "C"`,
  marketCap: sql`${projects.marketCapUsd}`,
};

/** The columns of a leaderboard row. */
export const ROW_COLUMNS = {
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

/** The projects a list shows by the evidence behind their scores: ranked only, unless it says otherwise. */
export const coverageOf = (input: Pick<ProjectsListInput, 'filter' | 'projectIds'>) =>
  input.filter.coverage ?? (input.projectIds ? 'any' : 'enough');

export function coverageCondition(input: Pick<ProjectsListInput, 'filter' | 'projectIds'>): SQL | undefined {
  const coverage = coverageOf(input);
  if (coverage === 'enough') return isNotNull(projectScores.score);
  if (coverage === 'not_enough') return isNull(projectScores.score);
  return undefined;
}

export function filterConditions(input: Pick<ProjectsListInput, 'filter' | 'projectIds'>): SQL[] {
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

// Only its type is read: the shape of a selected row.
const _selectRowColumns = (db: Executor) =>
  db.select(ROW_COLUMNS).from(projects).leftJoin(projectScores, eq(projectScores.projectId, projects.id));
type SelectedRow = Awaited<ReturnType<typeof _selectRowColumns>>[number];

/**
 * The rows of these projects, in the order given. A page's ids are chosen first and its rows read after: asked
 * in one query over the whole catalogue, the planner runs the badges' subqueries as hashes of every audit and
 * alert, whatever the page's size.
 */
export async function rowsInOrder(db: Executor, ids: readonly string[]): Promise<SelectedRow[]> {
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
export function toLeaderboardRow({
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

// How many projects a filter matches changes with imports and the daily scoring, not between two pages: the
// count, which reads every matching project, is kept a few seconds per instance and filter. A list of given
// projects (a watchlist) is counted each time.
const TOTALS_CACHE_MS = 10_000;
const totalsCache = new LRUCache<string, number>({ max: 500, ttl: TOTALS_CACHE_MS });

/** How many projects match a view's conditions. */
export async function countMatching(
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
