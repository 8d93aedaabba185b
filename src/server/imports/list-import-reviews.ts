import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { linkReviews, projects, securityAlerts } from '../db/schema';

/**
 * What awaits staff after imports: records with an ambiguous project, each with its candidate projects (id, name
 * and category, so that a wallet is told from a protocol at a glance), and implausible losses.
 */
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
  const candidateIds = [...new Set(links.flatMap((link) => link.candidateIds))];
  const candidates = new Map(
    (candidateIds.length
      ? await db
          .select({ id: projects.id, name: projects.name, category: projects.category })
          .from(projects)
          .where(inArray(projects.id, candidateIds))
      : []
    ).map((project) => [project.id, project]),
  );
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
  return {
    links: links.map((link) => ({
      ...link,
      candidates: link.candidateIds.flatMap((id) => {
        const project = candidates.get(id);
        return project ? [project] : [];
      }),
    })),
    losses,
  };
}
