import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';
import { clearTrendingCache } from '../projects/trending-projects';
import { toDay } from '../scores/recompute-scores';
import type { SourceRefreshReport } from './refresh-report';
import { refreshSources, type RefreshOptions } from './refresh-sources';

/** The last day whose refresh an instance took on (app_meta). */
export const LAST_REFRESH_DAY_KEY = 'refresh_day';
// Distinct from the migration and scoring locks.
const REFRESH_LOCK_KEY = 0x5241_4d52_4652_5348;

/**
 * Refreshes the sources once per day across all instances, as the daily scoring does: instances race for a
 * transaction-level advisory lock, and the one that finds the day not yet taken marks it taken and refreshes. The
 * day is marked before the sources are read, outside the lock, so that slow sources never hold a transaction open;
 * an instance that stops meanwhile leaves the day's refresh undone until the next day. Returns the reports, or
 * null when the day's refresh was already taken.
 */
export async function runDailyRefresh(
  db: Db,
  options: RefreshOptions & { readonly now?: Date },
): Promise<SourceRefreshReport[] | null> {
  const now = options.now ?? new Date();
  const today = toDay(now);
  const isMine = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) as locked`,
    );
    if (!locked.rows[0]?.locked) return false;
    const [last] = await tx.select().from(appMeta).where(eq(appMeta.key, LAST_REFRESH_DAY_KEY));
    if (last && last.value >= today) return false;
    await tx
      .insert(appMeta)
      .values({ key: LAST_REFRESH_DAY_KEY, value: today, updatedAt: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: today, updatedAt: now } });
    return true;
  });
  if (!isMine) return null;
  const reports = await refreshSources(db, { ...options, now });
  // This instance's trending list follows the new ranks at once; the page cache and the other caches expire
  // within a minute (decisions 0010 and 0013).
  if (reports.some((report) => report.added + report.updated > 0)) clearTrendingCache();
  return reports;
}
