import 'server-only';
import { eq, ne, sql } from 'drizzle-orm';
import { METHODOLOGY_VERSION } from '@/lib/score/methodology';
import type { Db, Executor } from '../db/client';
import { appMeta, projectScores, projects } from '../db/schema';
import { refreshDerivedSignals } from '../imports/refresh-derived-signals';
import { log } from '../log';
import { notifyWatchersOfScoreDrops } from '../watchlists/notify-watchers';
import { LAST_DAY_KEY, recordDailyScoring } from './daily-scoring-day';
import { recomputeScores, toDay } from './recompute-scores';
import { DAY_MS } from '@/config/constants';

// Distinct from the migration lock: scoring may run while another instance migrates nothing.
const SCORING_LOCK_KEY = 0x52414d53434f5245;

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
 * Recomputes every score once per day, and at once after a change of the methodology, so that each project has
 * a history row per day and signals age into 'stale' even when nothing new arrives. Instances race for a
 * transaction-level advisory lock: one scores, the others skip. Returns true when this call did the day's
 * scoring. Then the watchers of projects that lost WATCHED_SCORE_DROP_POINTS or more since yesterday are warned.
 */
export async function runDailyScoring(db: Db, now = new Date()): Promise<boolean> {
  const today = toDay(now);
  const didScore = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SCORING_LOCK_KEY}) as locked`,
    );
    if (!locked.rows[0]?.locked) return false;
    const [last] = await tx.select().from(appMeta).where(eq(appMeta.key, LAST_DAY_KEY));
    const isUpgrade = await hasOutdatedScores(tx);
    if (last && last.value >= today && !isUpgrade) return false;
    if (isUpgrade) await refreshDerivedSignals(tx, await importedProjectIds(tx), now);
    await recomputeScores(tx, { asOf: now });
    await recordDailyScoring(tx, now);
    return true;
  });
  if (didScore) {
    // After the commit, outside the scoring lock: mails are slow, and a failure must not undo the scores.
    // Yesterday too: a drop recorded after yesterday's run is seen now; nobody is warned twice of one day.
    for (const day of [toDay(new Date(now.getTime() - DAY_MS)), today]) {
      await notifyWatchersOfScoreDrops(db, day).catch((error: unknown) =>
        log.error({ err: error, day }, 'watchers of score drops not notified'),
      );
    }
  }
  return didScore;
}
