import 'server-only';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { RefreshSourceName } from '@/config/refresh-sources';
import type { Executor } from '../db/client';
import { sourceRefreshRuns } from '../db/schema';
import type { SourceRefreshReport } from './refresh-report';
import { countBaselineOf } from './source-health';

// The skipped records a run keeps with their reasons: enough to act on; a broken answer must not fill the table.
const MAX_STORED_SKIPPED = 100;
const MAX_REASON_LENGTH = 300;

const bounded = (text: string) =>
  text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text;

/** Keeps the report of one run of a source, whatever its outcome. */
export async function recordRefreshRun(
  db: Executor,
  report: SourceRefreshReport,
  { startedAt, finishedAt }: { readonly startedAt: Date; readonly finishedAt: Date },
): Promise<void> {
  await db.insert(sourceRefreshRuns).values({
    source: report.source,
    startedAt,
    finishedAt,
    status: report.status,
    records: report.records,
    added: report.added,
    updated: report.updated,
    unchanged: report.unchanged,
    unmatched: report.unmatched,
    scored: report.scored,
    skippedCount: report.skipped.length,
    skipped: report.skipped
      .slice(0, MAX_STORED_SKIPPED)
      .map((record) => ({ ...record, reason: bounded(record.reason) })),
    reason: report.reason === null ? null : bounded(report.reason),
  });
}

/**
 * The record count a next answer of a source is judged against (source-health.ts): the last successful run's, or
 * a new size that the latest runs confirmed; null before the first successful run.
 */
export async function countBaselineFor(db: Executor, source: RefreshSourceName): Promise<number | null> {
  const [lastSuccessful] = await db
    .select({ records: sourceRefreshRuns.records })
    .from(sourceRefreshRuns)
    .where(
      and(eq(sourceRefreshRuns.source, source), inArray(sourceRefreshRuns.status, ['refreshed', 'partial'])),
    )
    .orderBy(desc(sourceRefreshRuns.finishedAt), desc(sourceRefreshRuns.id))
    .limit(1);
  // A run without an answer to read (a folder of recorded answers) says nothing of the source's size.
  const latest = await db
    .select({
      status: sourceRefreshRuns.status,
      records: sourceRefreshRuns.records,
      reason: sourceRefreshRuns.reason,
    })
    .from(sourceRefreshRuns)
    .where(and(eq(sourceRefreshRuns.source, source), ne(sourceRefreshRuns.status, 'skipped')))
    .orderBy(desc(sourceRefreshRuns.finishedAt), desc(sourceRefreshRuns.id))
    .limit(5);
  return countBaselineOf(source, lastSuccessful?.records ?? null, latest);
}
