import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { securityAlerts } from '../db/schema';

/** The incidents awaiting staff review, oldest first: what `npm run alerts -- pending` shows. */
export async function listReportedAlerts(db: Executor, limit = 100) {
  return db
    .select({
      id: securityAlerts.id,
      projectId: securityAlerts.projectId,
      projectName: securityAlerts.projectName,
      type: securityAlerts.type,
      occurredAt: securityAlerts.occurredAt,
      sourceUrl: securityAlerts.sourceUrl,
    })
    .from(securityAlerts)
    .where(eq(securityAlerts.state, 'reported'))
    .orderBy(asc(securityAlerts.createdAt), asc(securityAlerts.id))
    .limit(limit);
}
