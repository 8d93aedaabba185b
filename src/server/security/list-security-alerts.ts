import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { securityAlertView, type ProjectBrief, type SecurityAlertView } from '@/contracts/discovery';
import { dataCreditOf } from '@/lib/data-credit';
import type { Executor } from '../db/client';
import { securityAlerts } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';
import { incidentKeysInReview } from './incident-search-of';

export interface ListSecurityAlertsOptions {
  readonly limit: number;
  /** Only this project's incidents. */
  readonly projectId?: string;
}

/** The latest confirmed incidents, newest first (reported ones await staff review; dismissed ones are hidden). */
export async function listSecurityAlerts(
  db: Executor,
  { limit, projectId }: ListSecurityAlertsOptions,
): Promise<SecurityAlertView[]> {
  const rows = await db
    .select()
    .from(securityAlerts)
    .where(
      and(
        eq(securityAlerts.state, 'confirmed'),
        projectId ? eq(securityAlerts.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(securityAlerts.occurredAt), desc(securityAlerts.id))
    .limit(limit);
  const briefs = await projectBriefs(
    db,
    rows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
  );
  const inReview = projectId ? new Set<string>() : await incidentKeysInReview(db);
  return rows.map((row) => toSecurityAlertView(row, briefs, inReview));
}

/** The public view of an alert: an implausible loss awaiting review is withheld, never shown. */
export function toSecurityAlertView(
  row: typeof securityAlerts.$inferSelect,
  briefs: ReadonlyMap<string, ProjectBrief>,
  inReview: ReadonlySet<string> = new Set(),
): SecurityAlertView {
  const isLossUnderReview = row.lossReview === 'pending';
  return securityAlertView.parse({
    id: row.id,
    project: row.projectId ? (briefs.get(row.projectId) ?? null) : null,
    projectName: row.projectName,
    projectStatus: row.projectId ? 'listed' : inReview.has(row.externalKey) ? 'in review' : 'not listed',
    type: row.type,
    classification: row.classification,
    lossUsd: isLossUnderReview ? null : row.lossUsd,
    returnedUsd: row.returnedUsd,
    chains: row.chains,
    occurredAt: row.occurredAt.toISOString(),
    sourceUrl: row.sourceUrl,
    isLossUnderReview,
    credit: dataCreditOf(row.source, row.licence, row.sourceUrl),
  });
}
