import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { linkReviews, securityAlerts } from '../db/schema';

/** What awaits staff after imports: records with an ambiguous project, and implausible losses. */
export async function listImportReviews(db: Executor) {
  const links = await db
    .select({
      id: linkReviews.id,
      kind: linkReviews.kind,
      recordKey: linkReviews.recordKey,
      recordName: linkReviews.recordName,
      candidateIds: linkReviews.candidateIds,
      reason: linkReviews.reason,
    })
    .from(linkReviews)
    .where(eq(linkReviews.state, 'pending'))
    .orderBy(asc(linkReviews.id));
  const losses = await db
    .select({
      id: securityAlerts.id,
      projectName: securityAlerts.projectName,
      lossUsd: securityAlerts.lossUsd,
      lossText: securityAlerts.lossText,
      sourceUrl: securityAlerts.sourceUrl,
    })
    .from(securityAlerts)
    .where(eq(securityAlerts.lossReview, 'pending'))
    .orderBy(asc(securityAlerts.id));
  return { links, losses };
}
