import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import type {
  CorrectionLogEntry,
  CorrectionLogOutput,
  PendingCorrectionsOutput,
} from '@/contracts/corrections';
import type { SessionUser } from '@/contracts/auth';
import { assertStaff } from '../auth/require-staff';
import type { Executor } from '../db/client';
import { correctionRequests, projects } from '../db/schema';

// The public log shows the latest requests of a project; staff read the oldest pending first.
const LOG_LIMIT = 100;
const QUEUE_LIMIT = 200;

type Row = typeof correctionRequests.$inferSelect;

/** The public view of a request: the requester is "Project team" or "A user", never an account or e-mail. */
const logEntryOf = (row: Row): CorrectionLogEntry => ({
  id: row.id,
  claimKind: row.claimKind,
  claimSummary: row.claimSummary,
  reason: row.reason,
  evidenceUrls: row.evidenceUrls,
  requester: row.isFromProject ? 'Project team' : 'A user',
  status: row.status,
  decisionReason: row.decisionReason,
  requestedAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A project's public Corrections log, newest first. */
export async function listProjectCorrections(db: Executor, projectId: string): Promise<CorrectionLogOutput> {
  const rows = await db
    .select()
    .from(correctionRequests)
    .where(eq(correctionRequests.projectId, projectId))
    .orderBy(desc(correctionRequests.createdAt), desc(correctionRequests.id))
    .limit(LOG_LIMIT);
  return { data: rows.map(logEntryOf) };
}

/** The requests waiting for staff, oldest first; staff only (the impersonation tool's rule). */
export async function listPendingCorrections(
  db: Executor,
  viewer: SessionUser,
): Promise<PendingCorrectionsOutput> {
  await assertStaff(viewer);
  const rows = await db
    .select({ request: correctionRequests, projectName: projects.name })
    .from(correctionRequests)
    .innerJoin(projects, eq(projects.id, correctionRequests.projectId))
    .where(eq(correctionRequests.status, 'pending'))
    .orderBy(asc(correctionRequests.createdAt), asc(correctionRequests.id))
    .limit(QUEUE_LIMIT);
  return {
    data: rows.map(({ request, projectName }) => ({
      ...logEntryOf(request),
      projectId: request.projectId,
      projectName,
    })),
  };
}
