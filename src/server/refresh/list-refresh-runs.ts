import 'server-only';
import { desc } from 'drizzle-orm';
import type { SessionUser } from '@/contracts/auth';
import { sourceRefreshRunView, type SourceRefreshRunView } from '@/contracts/refresh';
import { assertStaff } from '../auth/require-staff';
import type { Executor } from '../db/client';
import { sourceRefreshRuns } from '../db/schema';

// Three sources a day: a month of runs and more.
const RUNS_LIMIT = 120;

/** The latest refresh runs of every source, newest first, whatever their outcome. */
export async function readRefreshRuns(db: Executor, limit = RUNS_LIMIT): Promise<SourceRefreshRunView[]> {
  const rows = await db
    .select()
    .from(sourceRefreshRuns)
    .orderBy(desc(sourceRefreshRuns.finishedAt), desc(sourceRefreshRuns.id))
    .limit(limit);
  return rows.map((row) =>
    sourceRefreshRunView.parse({
      ...row,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt.toISOString(),
    }),
  );
}

/** The refresh runs for staff: what each read, changed and skipped, and why a run failed. */
export async function listRefreshRuns(db: Executor, viewer: SessionUser): Promise<SourceRefreshRunView[]> {
  await assertStaff(viewer);
  return readRefreshRuns(db);
}
