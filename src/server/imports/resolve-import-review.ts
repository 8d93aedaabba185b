import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { audits, linkReviews, projects, securityAlerts } from '../db/schema';
import { AppError } from '../errors/app-error';
import { recomputeScores } from '../scores/recompute-scores';
import { refreshDerivedSignals } from './refresh-derived-signals';

export type ImportReviewDecision =
  | { readonly action: 'confirm'; readonly reviewId: number; readonly projectId?: string }
  | { readonly action: 'reject'; readonly reviewId: number }
  | { readonly action: 'confirm-loss'; readonly alertId: number };

/**
 * Staff decision on the import review list: link a record to one of its candidate projects (or another one
 * named explicitly), leave it unlinked for good, or confirm an implausible loss so that it counts. The
 * decision is kept, so later imports respect it; the scores concerned are recomputed at once.
 */
export async function resolveImportReview(
  db: Db,
  decision: ImportReviewDecision,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const affected = new Set<string>();
    let message: string;
    if (decision.action === 'confirm-loss') {
      const [alert] = await tx.select().from(securityAlerts).where(eq(securityAlerts.id, decision.alertId));
      if (!alert || alert.lossReview === null) throw new AppError('AlertNotFound');
      await tx.update(securityAlerts).set({ lossReview: 'confirmed' }).where(eq(securityAlerts.id, alert.id));
      if (alert.projectId) affected.add(alert.projectId);
      message = `Loss of alert ${alert.id} (${alert.projectName}) confirmed.`;
    } else {
      const [review] = await tx.select().from(linkReviews).where(eq(linkReviews.id, decision.reviewId));
      if (!review) throw new AppError('ReviewNotFound');
      let projectId: string | null = null;
      if (decision.action === 'confirm') {
        projectId = decision.projectId ?? (review.candidateIds.length === 1 ? review.candidateIds[0]! : null);
        if (!projectId) throw new AppError('ProjectRequired', 'several candidates: name the project');
        const [project] = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.id, projectId));
        if (!project) throw new AppError('ProjectNotFound');
      }
      await tx
        .update(linkReviews)
        .set({ state: decision.action === 'confirm' ? 'confirmed' : 'rejected', projectId, resolvedAt: now })
        .where(eq(linkReviews.id, review.id));
      const table = review.kind === 'incident' ? securityAlerts : audits;
      const [record] = await tx
        .select({ projectId: table.projectId })
        .from(table)
        .where(eq(table.externalKey, review.recordKey));
      if (record?.projectId) affected.add(record.projectId);
      await tx
        .update(table)
        .set({
          projectId,
          linkConfidence: projectId ? 'staff' : null,
          linkReason: projectId ? 'confirmed by staff on the review list' : null,
        })
        .where(eq(table.externalKey, review.recordKey));
      if (projectId) affected.add(projectId);
      message = projectId
        ? `${review.recordName} linked to ${projectId}.`
        : `${review.recordName} left without a project.`;
    }
    const changed = await refreshDerivedSignals(tx, [...affected], now);
    if (changed.length) await recomputeScores(tx, { projectIds: changed, asOf: now });
    return message;
  });
}
