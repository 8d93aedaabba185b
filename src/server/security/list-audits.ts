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
  /** Only the audits of this firm, by its name in any case. */
  readonly firm?: string;
}

const SEVERITIES = ['critical', 'major', 'medium', 'minor', 'informational'] as const;
const NO_FINDINGS = { total: 0, open: 0, critical: 0, major: 0, medium: 0, minor: 0, informational: 0 };

export async function listAudits(
  db: Executor,
  { state, limit, projectId, firm }: ListAuditsOptions,
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
        firm ? sql`lower(${audits.auditor}) = ${firm.toLowerCase()}` : undefined,
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
          medium: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'medium'))::int`,
          minor: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'minor'))::int`,
          informational: sql<number>`(count(*) filter (where ${auditFindings.severity} = 'informational'))::int`,
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
    const credit = dataCreditOf(row.source, row.licence, row.reportUrl);
    // An engagement of the platform's own (no data set credited) records every finding it has: none is zero.
    const recorded = byAudit.get(row.id) ?? (credit ? undefined : NO_FINDINGS);
    const counts = row.findingCounts;
    return auditView.parse({
      id: row.id,
      project: row.projectId ? (briefs.get(row.projectId) ?? null) : null,
      projectName: row.projectName,
      auditor: row.auditor,
      status: row.status,
      requestedAt: row.requestedAt?.toISOString() ?? null,
      startedAt: row.startedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      datePrecision: row.datePrecision,
      reportUrl: row.reportUrl,
      title: row.title,
      hasFixReview: row.hasFixReview,
      credit,
      // Recorded findings first (an engagement's own), else the counts the source states, else unknown.
      findings: recorded
        ? {
            total: Number(recorded.total),
            open: Number(recorded.open),
            ...Object.fromEntries(SEVERITIES.map((severity) => [severity, Number(recorded[severity])])),
          }
        : counts
          ? {
              total: SEVERITIES.reduce((sum, severity) => sum + counts[severity], 0),
              open: null,
              ...counts,
            }
          : null,
    });
  });
}
