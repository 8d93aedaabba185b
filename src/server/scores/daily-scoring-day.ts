import 'server-only';
import type { Executor } from '../db/client';
import { appMeta } from '../db/schema';
import { toDay } from './recompute-scores';

/** The last day whose scoring is done (app_meta). */
export const LAST_DAY_KEY = 'scores_computed_day';

/**
 * Records that every project has been scored as of `now`'s day: the day's scoring then has nothing left to do.
 * Whatever scores every project itself (the first start's import) says so, so that the daily scoring does not score
 * the whole catalogue a second time while serving its first visitors.
 */
export async function recordDailyScoring(db: Executor, now: Date): Promise<void> {
  const today = toDay(now);
  await db
    .insert(appMeta)
    .values({ key: LAST_DAY_KEY, value: today, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: today, updatedAt: now } });
}
