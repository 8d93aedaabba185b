import 'server-only';
import { and, eq } from 'drizzle-orm';
import { securityAlertDetail, type SecurityAlertDetail } from '@/contracts/discovery';
import type { Executor } from '../db/client';
import { securityAlerts } from '../db/schema';
import { projectBriefs } from '../projects/project-briefs';
import { incidentKeysInReview } from './incident-search-of';
import { toSecurityAlertView } from './list-security-alerts';

/** One confirmed incident with its write-up, or null when there is none by that id (or it awaits review). */
export async function getSecurityAlert(db: Executor, id: number): Promise<SecurityAlertDetail | null> {
  const [row] = await db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.id, id), eq(securityAlerts.state, 'confirmed')))
    .limit(1);
  if (!row) return null;
  const briefs = await projectBriefs(db, row.projectId ? [row.projectId] : []);
  return securityAlertDetail.parse({
    ...toSecurityAlertView(row, briefs, row.projectId ? new Set() : await incidentKeysInReview(db)),
    description: row.description,
    lossText: row.lossText,
  });
}
