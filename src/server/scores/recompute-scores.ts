import 'server-only';
import { and, asc, inArray, sql } from 'drizzle-orm';
import {
  computeScore,
  round,
  diffScores,
  type ScoreChange,
  type ScoreResult,
  type SignalInput,
} from '@/lib/score/compute-score';
import { SIGNAL_KEYS, type SignalKey } from '@/lib/score/methodology';
import type { ScoreCause } from '@/lib/score/score-causes';
import { bulkInsert } from '../db/bulk-insert';
import type { Executor } from '../db/client';
import { projectScoreCategories, projectScores, projects, scoreHistory, signals } from '../db/schema';
import { DAY_MS } from '@/config/constants';
import { nextScoreChangeAt } from './next-score-change';
import { storedScores } from './stored-scores';

const BATCH_SIZE = 2_000;
const signalKeys = new Set<string>(SIGNAL_KEYS);

export interface RecomputeOptions {
  /** Only these projects; all projects when absent. */
  readonly projectIds?: readonly string[];
  readonly asOf: Date;
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The signals of projects created just now, already in memory: nothing is read back, since such projects
   * have no previous score or history.
   */
  readonly newProjectSignals?: ReadonlyMap<string, readonly SignalInput[]>;
  /**
   * Why the scores are recomputed (a correction, a data refresh), given the score before and after: kept with
   * the day's history of each project whose score or signals moved, and always for a correction.
   */
  readonly cause?: (score: { projectId: string; from: number | null; to: number | null }) => ScoreCause;
  /**
   * Whether every project is ranked again at the end (the default). The scoring job scores in batches and
   * ranks once after the last.
   */
  readonly isRanked?: boolean;
}

type ScoreValues = typeof projectScores.$inferInsert & {
  readonly categories: (typeof projectScoreCategories.$inferInsert)['categories'];
};

export const toDay = (date: Date): string => date.toISOString().slice(0, 10);

function mergeChanges(earlier: readonly ScoreChange[], later: readonly ScoreChange[]): ScoreChange[] {
  const merged = new Map(earlier.map((change) => [change.key, change]));
  for (const change of later) {
    const first = merged.get(change.key);
    merged.set(
      change.key,
      first
        ? {
            key: change.key,
            from: first.from,
            to: change.to,
            impactDelta:
              first.impactDelta === null && change.impactDelta === null
                ? null
                : round((first.impactDelta ?? 0) + (change.impactDelta ?? 0)),
          }
        : change,
    );
  }
  return [...merged.values()];
}

/** The day's causes so far and the new ones, each once. */
function mergeCauses(earlier: readonly ScoreCause[], later: readonly ScoreCause[]): ScoreCause[] {
  const seen = new Set(earlier.map((cause) => JSON.stringify(cause)));
  return [...earlier, ...later.filter((cause) => !seen.has(JSON.stringify(cause)))];
}

const categoryScoresOf = (result: ScoreResult) =>
  Object.fromEntries(result.categories.map((category) => [category.key, category.score]));

/**
 * Recomputes the scores of the given projects from their stored signals, records the day's history with what
 * changed and why, refreshes stale signal states, then re-ranks every project.
 */
export async function recomputeScores(
  db: Executor,
  options: RecomputeOptions,
): Promise<{ computed: number }> {
  const ids =
    options.projectIds ??
    (await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id))).map((row) => row.id);
  const day = toDay(options.asOf);
  const yesterday = toDay(new Date(options.asOf.getTime() - DAY_MS));

  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = ids.slice(start, start + BATCH_SIZE);
    const known = options.newProjectSignals;
    // Sequential: inside a transaction all three share one connection anyway.
    const signalRows = known ? [] : await db.select().from(signals).where(inArray(signals.projectId, batch));
    const previousRows = known ? [] : await storedScores(db, batch);
    const historyRows = known
      ? []
      : await db
          .select()
          .from(scoreHistory)
          .where(and(inArray(scoreHistory.projectId, batch), inArray(scoreHistory.day, [day, yesterday])));

    const inputs = new Map<string, SignalInput[]>();
    if (known) for (const id of batch) inputs.set(id, [...(known.get(id) ?? [])]);
    for (const row of signalRows) {
      if (!signalKeys.has(row.key)) continue;
      let list = inputs.get(row.projectId);
      if (!list) inputs.set(row.projectId, (list = []));
      list.push({ key: row.key as SignalKey, value: row.value, measuredAt: row.measuredAt });
    }
    const storedStates = new Map(signalRows.map((row) => [`${row.projectId}/${row.key}`, row.state]));
    const previous = new Map(previousRows.map((row) => [row.projectId, row]));
    const history = new Map(historyRows.map((row) => [`${row.projectId}/${row.day}`, row]));

    const scoreValues: ScoreValues[] = [];
    const historyValues: (typeof scoreHistory.$inferInsert)[] = [];
    const stateUpdates: { projectId: string; key: string; state: 'measured' | 'not_available' | 'stale' }[] =
      [];

    for (const projectId of batch) {
      const result = computeScore(inputs.get(projectId) ?? [], options.asOf);
      const before = previous.get(projectId);
      const beforeResult: ScoreResult | null = before
        ? {
            methodologyVersion: before.methodologyVersion,
            score: before.score,
            tier: null,
            coverage: before.coverage,
            confidence: 'low',
            notRatedReason: null,
            categories: before.categories ?? [],
          }
        : null;
      const todaysHistory = history.get(`${projectId}/${day}`);
      const freshChanges = diffScores(beforeResult, result);
      const changes = mergeChanges(todaysHistory?.changes ?? [], freshChanges);
      const freshCauses: ScoreCause[] = [];
      if (before && before.methodologyVersion !== result.methodologyVersion) {
        freshCauses.push({
          kind: 'methodology',
          from: before.methodologyVersion,
          to: result.methodologyVersion,
        });
      }
      const scoreFrom = before?.score ?? null;
      if (options.cause) {
        const cause = options.cause({ projectId, from: scoreFrom, to: result.score });
        if (cause.kind === 'correction' || freshChanges.length > 0 || scoreFrom !== result.score) {
          freshCauses.push(cause);
        }
      }
      const causes = mergeCauses(todaysHistory?.causes ?? [], freshCauses);
      const dayBefore = history.get(`${projectId}/${yesterday}`);

      for (const category of result.categories) {
        for (const signal of category.signals) {
          const storedState = storedStates.get(`${projectId}/${signal.key}`);
          if (storedState !== undefined && storedState !== signal.state) {
            stateUpdates.push({ projectId, key: signal.key, state: signal.state });
          }
        }
      }

      scoreValues.push({
        projectId,
        score: result.score,
        tier: result.tier,
        coverage: result.coverage,
        confidence: result.confidence,
        categories: [...result.categories],
        methodologyVersion: result.methodologyVersion,
        computedAt: options.asOf,
        change24h:
          result.score !== null && dayBefore?.score != null ? round(result.score - dayBefore.score) : null,
        rescoreAfter: nextScoreChangeAt(inputs.get(projectId) ?? [], options.asOf),
      });
      historyValues.push({
        projectId,
        day,
        score: result.score,
        tier: result.tier,
        coverage: result.coverage,
        categoryScores: categoryScoresOf(result),
        changes,
        causes,
        methodologyVersion: result.methodologyVersion,
        computedAt: options.asOf,
      });
    }

    await upsertScores(db, scoreValues, historyValues);
    if (stateUpdates.length > 0) await updateSignalStates(db, stateUpdates);
    options.onProgress?.(Math.min(start + BATCH_SIZE, ids.length), ids.length);
  }

  if (options.isRanked ?? true) await rankProjects(db);
  return { computed: ids.length };
}

async function upsertScores(
  db: Executor,
  scoreValues: readonly ScoreValues[],
  historyValues: readonly (typeof scoreHistory.$inferInsert)[],
): Promise<void> {
  await bulkInsert(
    db,
    projectScores,
    scoreValues,
    (v) => ({
      projectId: v.projectId,
      score: v.score,
      tier: v.tier,
      coverage: v.coverage,
      confidence: v.confidence,
      methodologyVersion: v.methodologyVersion,
      computedAt: v.computedAt,
      change24h: v.change24h,
      rescoreAfter: v.rescoreAfter,
    }),
    `on conflict (project_id) do update set score = excluded.score, tier = excluded.tier,
       coverage = excluded.coverage, confidence = excluded.confidence,
       methodology_version = excluded.methodology_version, computed_at = excluded.computed_at,
       change_24h = excluded.change_24h, rescore_after = excluded.rescore_after`,
  );
  await bulkInsert(
    db,
    projectScoreCategories,
    scoreValues,
    (v) => ({ projectId: v.projectId, categories: v.categories }),
    `on conflict (project_id) do update set categories = excluded.categories`,
  );
  await bulkInsert(
    db,
    scoreHistory,
    historyValues,
    (v) => ({
      projectId: v.projectId,
      day: v.day,
      score: v.score,
      tier: v.tier,
      coverage: v.coverage,
      categoryScores: v.categoryScores,
      changes: v.changes,
      causes: v.causes ?? [],
      methodologyVersion: v.methodologyVersion,
      computedAt: v.computedAt,
    }),
    `on conflict (project_id, day) do update set score = excluded.score, tier = excluded.tier,
       coverage = excluded.coverage, category_scores = excluded.category_scores, changes = excluded.changes,
       causes = excluded.causes, methodology_version = excluded.methodology_version, computed_at = excluded.computed_at`,
  );
}

/**
 * Rank is the position by score, highest first, ties broken by name (then id, so it is total), compared byte by
 * byte so every server orders alike; projects without a score have no rank. Percentile is the share of ranked
 * projects ranked below, in percent. Given `changeSince`, the same statement also sets each score's change against
 * that day's history row (null without one): the day's scoring writes every row once, not once per column.
 * Only rows where something differs are written.
 */
export async function rankProjects(
  db: Executor,
  options: { readonly changeSince?: string } = {},
): Promise<void> {
  const order = sql`order by s.score desc, p.name collate "C" asc, p.id collate "C" asc`;
  const { changeSince } = options;
  const change = changeSince
    ? sql`case when s.score is null or y.score is null then null
               else round(s.score::numeric - y.score::numeric, 2)::float8 end`
    : sql`s.change_24h`;
  const dayBefore = changeSince
    ? sql`left join ${scoreHistory} y on y.project_id = s.project_id and y.day = ${changeSince}::date`
    : sql``;
  await db.execute(sql`
    update ${projectScores} as ps
    set rank = v.rank, percentile = v.percentile, change_24h = v.change
    from (
      select s.project_id, r.rank, r.percentile, ${change} as change
      from ${projectScores} s
      left join (
        select s.project_id, row_number() over (${order}) as rank,
               round((100.0 * (count(*) over () - row_number() over (${order})) / count(*) over ())::numeric,
                     2)::float8 as percentile
        from ${projectScores} s join ${projects} p on p.id = s.project_id
        where s.score is not null
      ) r on r.project_id = s.project_id
      ${dayBefore}
    ) as v
    where ps.project_id = v.project_id
      and (ps.rank is distinct from v.rank or ps.percentile is distinct from v.percentile
           or ps.change_24h is distinct from v.change)`);
}

/** A measurement ages into 'stale' as time passes; the stored state follows what the engine saw. */
async function updateSignalStates(
  db: Executor,
  updates: readonly { projectId: string; key: string; state: 'measured' | 'not_available' | 'stale' }[],
): Promise<void> {
  await db.execute(sql`
    update ${signals} as s set state = u.state::signal_state
    from unnest(${sql.param(updates.map((u) => u.projectId))}::text[],
                ${sql.param(updates.map((u) => u.key))}::text[],
                ${sql.param(updates.map((u) => u.state))}::text[]) as u(project_id, key, state)
    where s.project_id = u.project_id and s.key = u.key`);
}
