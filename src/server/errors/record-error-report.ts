import 'server-only';
import type { ErrorReportInput } from '@/contracts/errors';
import type { Executor } from '../db/client';
import { errorReports } from '../db/schema';
import { log } from '../log';

/** Stores a client-side failure for the team, and logs it. */
export async function recordErrorReport(
  db: Executor,
  input: ErrorReportInput & { userAgent: string | null },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(errorReports)
    .values({
      title: input.title,
      description: input.description,
      trace: input.trace,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: errorReports.id });
  log.warn({ reportId: row!.id, title: input.title }, 'client error reported');
  return { id: row!.id };
}
