import 'server-only';
import type { RefreshSourceName } from '@/config/refresh-sources';
import type { Executor } from '../db/client';
import { sourceRefreshes } from '../db/schema';
import { toDay } from '../scores/recompute-scores';

/** Records a successful refresh of a source: its data is as of today. */
export async function recordSourceRefresh(db: Executor, source: RefreshSourceName, now: Date): Promise<void> {
  const values = { asOf: toDay(now), lastRefreshedAt: now };
  await db
    .insert(sourceRefreshes)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: sourceRefreshes.source, set: values });
}
