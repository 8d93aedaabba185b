import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, ne, sql } from 'drizzle-orm';
import { DAY_MS } from '@/config/constants';
import { METHODOLOGY_VERSION } from '@/lib/score/methodology';
import type { Db, Executor } from '../db/client';
import {
  appMeta,
  projectScoreCategories,
  projectScores,
  projects,
  scoreHistory,
  signals,
} from '../db/schema';
import { refreshDerivedSignals } from '../imports/refresh-derived-signals';
import { LAST_DAY_KEY, recordDailyScoring } from './daily-scoring-day';
import { rankProjects, recomputeScores, toDay } from './recompute-scores';

/** When the scoring job last looked for signals that no score has seen (app_meta). */
export const SCORES_CHECKED_KEY = 'scores_checked_at';
// Distinct from the migration and refresh locks: one instance writes the day's history.
const SCORING_DAY_LOCK_KEY = 0x52414d53434f5245;

export interface UpdateScoresOptions {
  readonly asOf?: Date;
  /** Projects scored per transaction. */
  readonly batchSize?: number;
  /**
   * A pause after each batch: inside the web process on the embedded database, whose one connection every
   * request shares, requests are served between batches.
   */
  readonly pauseMs?: number;
}

export interface UpdateScoresResult {
  /** Projects scored again: their signals, corrections or methodology changed, or time moved their score. */
  readonly rescored: number;
  /** True when this call wrote the day's history (every project not scored today kept its score). */
  readonly isDayRecorded: boolean;
  /** True when some score was of another methodology version: its imported signals were derived again first. */
  readonly isUpgrade: boolean;
}

/** Whether some score was computed by another methodology version: then scoring cannot wait for tomorrow. */
async function hasOutdatedScores(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projectScores.projectId })
    .from(projectScores)
    .where(ne(projectScores.methodologyVersion, METHODOLOGY_VERSION))
    .limit(1);
  return row !== undefined;
}

// A new methodology may derive other signals from the same imported records: they are derived again first.
async function importedProjectIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.source, 'import'))
    .orderBy(projects.id);
  return rows.map((row) => row.id);
}

/**
 * The projects whose score is not current as of `asOf`: no score yet, a score of another methodology, a score
 * that time has moved (rescore_after has passed), or signals written after the score was computed. Every write of
 * signals scores its projects in the same transaction, so the last is a safety net, read through the index on
 * signals.updated_at from the previous check on.
 */
export async function projectsToRescore(db: Executor, asOf: Date): Promise<string[]> {
  const [checked] = await db.select().from(appMeta).where(eq(appMeta.key, SCORES_CHECKED_KEY));
  const since = checked ? new Date(checked.value) : new Date(0);
  const at = asOf.toISOString();
  const rows = await db.execute<{ id: string }>(sql`
    select p.id from ${projects} p left join ${projectScores} s on s.project_id = p.id
    where s.project_id is null or s.methodology_version <> ${METHODOLOGY_VERSION}
      or s.rescore_after <= ${at}::timestamptz
    union
    select distinct g.project_id from ${signals} g join ${projectScores} s on s.project_id = g.project_id
    where g.updated_at > ${since.toISOString()}::timestamptz and g.updated_at > s.computed_at
    order by 1`);
  return rows.rows.map((row) => row.id);
}

/**
 * The day's history row of every project that was not scored today, all in one statement: its score as it
 * stands, with no change and no cause. A project scored today already has its row, which stays as it is. A score
 * not computed again since yesterday's row was written from it keeps that row's category scores; only the others
 * are read out of the score's categories.
 */
async function recordUnchangedHistory(db: Executor, day: string, yesterday: string): Promise<void> {
  await db.execute(sql`
    insert into ${scoreHistory} (project_id, day, score, tier, coverage, category_scores, changes, causes,
                                 methodology_version, computed_at)
    select s.project_id, ${day}::date, s.score, s.tier, s.coverage,
           case when y.computed_at = s.computed_at and y.methodology_version = s.methodology_version
                then y.category_scores
                else coalesce((select jsonb_object_agg(c->>'key', (c->'score')::jsonb)
                               from ${projectScoreCategories} b, json_array_elements(b.categories) c
                               where b.project_id = s.project_id), '{}'::jsonb) end,
           '[]'::jsonb, '[]'::jsonb, s.methodology_version, s.computed_at
    from ${projectScores} s
    left join ${scoreHistory} y on y.project_id = s.project_id and y.day = ${yesterday}::date
    on conflict (project_id, day) do nothing`);
}

/**
 * Scores again what is no longer current (projectsToRescore), in batches of their own transactions, then ranks
 * every project once. The first call of a day also writes that day's history row of every other project, and
 * ranks in the same statement that sets each score's change over 24 hours (every row written once, not twice),
 * in set-based statements, and records the day as scored: a start right after a seed or an import, which scored
 * everything, finds nothing to do. Safe to run again or side by side: a second run finds less or nothing to
 * score, and the day's rows are written under a lock, once.
 */
export async function updateScores(db: Db, options: UpdateScoresOptions = {}): Promise<UpdateScoresResult> {
  const asOf = options.asOf ?? new Date();
  const batchSize = options.batchSize ?? 2_000;
  const isUpgrade = await hasOutdatedScores(db);
  if (isUpgrade) {
    await db.transaction(async (tx) => refreshDerivedSignals(tx, await importedProjectIds(tx), asOf));
  }
  const ids = await projectsToRescore(db, asOf);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    await db.transaction((tx) => recomputeScores(tx, { projectIds: batch, asOf, isRanked: false }));
    if (options.pauseMs) await sleep(options.pauseMs);
  }
  await db
    .insert(appMeta)
    .values({ key: SCORES_CHECKED_KEY, value: asOf.toISOString(), updatedAt: asOf })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: asOf.toISOString(), updatedAt: asOf } });

  const today = toDay(asOf);
  const isDayRecorded = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SCORING_DAY_LOCK_KEY}) as locked`,
    );
    if (!locked.rows[0]?.locked) return false;
    const [last] = await tx.select().from(appMeta).where(eq(appMeta.key, LAST_DAY_KEY));
    if (last && last.value >= today) return false;
    const yesterday = toDay(new Date(asOf.getTime() - DAY_MS));
    await recordUnchangedHistory(tx, today, yesterday);
    await rankProjects(tx, { changeSince: yesterday });
    await recordDailyScoring(tx, asOf);
    return true;
  });
  if (!isDayRecorded && ids.length > 0) await rankProjects(db);
  return { rescored: ids.length, isDayRecorded, isUpgrade };
}
