import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { REFRESH_SOURCES, type RefreshSourceName } from '@/config/refresh-sources';
import { sourceRefreshStatus, type SourceRefreshStatus } from '@/contracts/refresh';
import type { Executor } from '../db/client';
import { sourceRefreshRuns } from '../db/schema';

const SUCCESSFUL = new Set(['refreshed', 'partial']);

/**
 * Where the refresh of every public source stands: whether it is scheduled here (`scheduled`, REFRESH_SOURCES),
 * its last attempt, its last success and its last failure with the reason, from the kept refresh runs.
 */
export async function getRefreshStatus(
  db: Executor,
  scheduled: readonly RefreshSourceName[],
): Promise<SourceRefreshStatus[]> {
  return Promise.all(
    REFRESH_SOURCES.map(async (source) => {
      const runs = await db
        .select({
          status: sourceRefreshRuns.status,
          finishedAt: sourceRefreshRuns.finishedAt,
          reason: sourceRefreshRuns.reason,
        })
        .from(sourceRefreshRuns)
        .where(eq(sourceRefreshRuns.source, source.name))
        .orderBy(desc(sourceRefreshRuns.finishedAt), desc(sourceRefreshRuns.id));
      const last = runs[0];
      const success = runs.find((run) => SUCCESSFUL.has(run.status));
      const failure = runs.find((run) => run.status === 'failed');
      return sourceRefreshStatus.parse({
        source: source.name,
        isScheduled: scheduled.includes(source.name),
        lastAttemptAt: last?.finishedAt.toISOString() ?? null,
        lastAttemptStatus: last?.status ?? null,
        lastSuccessAt: success?.finishedAt.toISOString() ?? null,
        lastFailureAt: failure?.finishedAt.toISOString() ?? null,
        lastFailureReason: failure ? (failure.reason ?? 'no reason recorded') : null,
      });
    }),
  );
}
