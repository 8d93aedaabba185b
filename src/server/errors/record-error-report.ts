import 'server-only';
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { ErrorReportInput } from '@/contracts/errors';
import type { Executor } from '../db/client';
import { errorReports } from '../db/schema';
import { consumeRateLimitState, type RateLimitRule } from '../http/rate-limit';
import { log } from '../log';

// What anonymous clients may make the server keep. Reports are for the team to read, and a failing page may
// report in a loop: the same report is counted on its first row, and new ones are capped per client address and
// for everyone, per day, so that at most a known amount is ever stored (25 KB a report at most).
const DAY_SECONDS = 24 * 3600;
/** New reports a client address may store a day. */
export const ERROR_REPORTS_PER_ADDRESS: RateLimitRule = {
  name: 'error-reports-daily',
  points: 50,
  windowSeconds: DAY_SECONDS,
};
/** New reports all clients together may store a day: about 25 MB at most. */
export const ERROR_REPORTS_PER_DAY: RateLimitRule = {
  name: 'error-reports-all',
  points: 1_000,
  windowSeconds: DAY_SECONDS,
};
/** Reports not seen again for this many days are deleted. */
export const ERROR_REPORT_RETENTION_DAYS = 14;

export type RecordedErrorReport = { readonly id: number } | { readonly retryAfter: number };

const fingerprintOf = (input: ErrorReportInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.title, input.description, input.trace]))
    .digest('base64url');

/**
 * Stores a client-side failure for the team, and logs it. A report already stored (same title, description and
 * trace) is counted again on its row and costs no budget; a new one spends one of the day's budgets of its client
 * address and of everyone, and is refused (the seconds to wait) when either is spent.
 */
export async function recordErrorReport(
  db: Executor,
  input: ErrorReportInput & { userAgent: string | null; address: string; now?: Date },
): Promise<RecordedErrorReport> {
  const now = input.now ?? new Date();
  const fingerprint = fingerprintOf(input);
  const seen = () =>
    db
      .update(errorReports)
      .set({ occurrences: sql`${errorReports.occurrences} + 1`, lastSeenAt: now })
      .where(eq(errorReports.fingerprint, fingerprint))
      .returning({ id: errorReports.id });
  const [known] = await seen();
  if (known) return known;
  for (const [rule, key] of [
    [ERROR_REPORTS_PER_ADDRESS, input.address],
    [ERROR_REPORTS_PER_DAY, 'all'],
  ] as const) {
    const { retryAfter } = await consumeRateLimitState(rule, key);
    if (retryAfter !== null) return { retryAfter };
  }
  const [row] = await db
    .insert(errorReports)
    .values({
      title: input.title,
      description: input.description,
      trace: input.trace,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      fingerprint,
      createdAt: now,
      lastSeenAt: now,
    })
    // The same report sent twice at once: the second counts on the first's row.
    .onConflictDoUpdate({
      target: errorReports.fingerprint,
      set: { occurrences: sql`${errorReports.occurrences} + 1`, lastSeenAt: now },
    })
    .returning({ id: errorReports.id });
  log.warn({ reportId: row!.id, title: input.title }, 'client error reported');
  return { id: row!.id };
}

/** Deletes the reports not seen for ERROR_REPORT_RETENTION_DAYS; answers how many went. */
export async function sweepErrorReports(db: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ERROR_REPORT_RETENTION_DAYS * DAY_SECONDS * 1000);
  const deleted = await db
    .delete(errorReports)
    .where(lt(errorReports.lastSeenAt, before))
    .returning({ id: errorReports.id });
  return deleted.length;
}
