import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { securityAlertView, type SecurityAlertView } from '@/contracts/discovery';
import type { Executor } from '../db/client';
import { securityAlerts } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';

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
  return rows.map((row) =>
    securityAlertView.parse({
      id: row.id,
      project: row.projectId ? (briefs.get(row.projectId) ?? null) : null,
      projectName: row.projectName,
      type: row.type,
      classification: row.classification,
      lossUsd: row.lossUsd,
      returnedUsd: row.returnedUsd,
      chains: row.chains,
      occurredAt: row.occurredAt.toISOString(),
      sourceUrl: row.sourceUrl,
    }),
  );
}
