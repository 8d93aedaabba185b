import 'server-only';
import { DAY_MS } from '@/config/constants';
import type { Db } from '../db/client';
import { log } from '../log';
import { notifyWatchersOfScoreDrops } from '../watchlists/notify-watchers';
import { toDay } from './recompute-scores';
import { updateScores, type UpdateScoresOptions, type UpdateScoresResult } from './update-scores';

/**
 * The scoring job (src/server/jobs): scores again what changed or what time moved (updateScores), and on the
 * first run of a day writes that day's history and warns the watchers of projects that lost
 * WATCHED_SCORE_DROP_POINTS or more since yesterday.
 */
export async function runScoringJob(
  db: Db,
  options: UpdateScoresOptions & { readonly asOf: Date },
): Promise<UpdateScoresResult> {
  const result = await updateScores(db, options);
  if (result.isDayRecorded) {
    // After the commit: a failed warning must not undo the scores. Yesterday too: a drop recorded after
    // yesterday's run is seen now; nobody is warned twice of one day.
    for (const day of [toDay(new Date(options.asOf.getTime() - DAY_MS)), toDay(options.asOf)]) {
      await notifyWatchersOfScoreDrops(db, day).catch((error: unknown) =>
        log.error({ err: error, day }, 'watchers of score drops not notified'),
      );
    }
  }
  return result;
}

/**
 * Runs the scoring job as of `now`; true when it did the day's scoring (the day's history, once per day) or
 * scored the projects of another methodology version, which does not wait for the next day.
 */
export async function runDailyScoring(db: Db, now = new Date()): Promise<boolean> {
  const result = await runScoringJob(db, { asOf: now });
  return result.isDayRecorded || result.isUpgrade;
}
