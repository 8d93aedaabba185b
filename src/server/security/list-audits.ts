import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditView, type AuditView } from '@/contracts/discovery';
import { dataCreditOf } from '@/lib/data-credit';
import type { Executor } from '../db/client';
import { auditFindings, audits } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';

export interface ListAuditsOptions {
  /** 'completed': recently audited, newest first; 'open': in the works (requested or in progress). */
  readonly state: 'completed' | 'open';
  readonly limit: number;
  readonly projectId?: string;
}

export async function listAudits(
  db: Executor,
  { state, limit, projectId }: ListAuditsOptions,
): Promise<AuditView[]> {
  const rows = await db
    .select()
    .from(audits)
    .where(
      and(
        state === 'completed'
          ? eq(audits.status, 'completed')
          : inArray(audits.status, ['requested', 'in_progress']),
        projectId ? eq(audits.projectId, projectId) : undefined,
      ),
    )
    .orderBy(
      state === 'completed'
        ? desc(audits.completedAt)
        : desc(sql`coalesce(${audits.startedAt}, ${audits.requestedAt})`),
      desc(audits.id),
    )
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({
          auditId: auditFindings.auditId,
          total: sql<number>`count(*)::int`,
          open: sql<number>`(count(*) filter (where ${auditFindings.state} = 'open'))::int`,
          critical: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'critical'))::int`,
          major: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'major'))::int`,
        })
        .from(auditFindings)
        .where(inArray(auditFindings.auditId, ids))
        .groupBy(auditFindings.auditId)
    : [];
  const byAudit = new Map(counts.map((row) => [row.auditId, row]));
  const briefs = await projectBriefs(
    db,
    rows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
  );
  return rows.map((row) => {
    const findings = byAudit.get(row.id);
    return auditView.parse({
      id: row.id,
      project: row.projectId ? (briefs.get(row.projectId) ?? null) : null,
      projectName: row.projectName,
      auditor: row.auditor,
      status: row.status,
      requestedAt: row.requestedAt?.toISOString() ?? null,
      startedAt: row.startedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      reportUrl: row.reportUrl,
      hasFixReview: row.hasFixReview,
      credit: dataCreditOf(row.source, row.licence, row.reportUrl),
      findings: {
        total: Number(findings?.total ?? 0),
        open: Number(findings?.open ?? 0),
        critical: Number(findings?.critical ?? 0),
        major: Number(findings?.major ?? 0),
      },
    });
  });
}
