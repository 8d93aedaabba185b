import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createCorrectionInput, type CreateCorrectionInput } from '@/contracts/corrections';
import type { SessionUser } from '@/contracts/auth';
import type { Executor } from '../db/client';
import { correctionRequests, projectOwners, projects } from '../db/schema';
import { AppError } from '../errors/app-error';
import { log } from '../log';
import { findClaim } from './find-claim';

/**
 * Stores a signed-in user's request to correct a claim of a project page, pending staff review. The claim must
 * be on the page now (404 ClaimNotFound otherwise); a requester who proved ownership of the project's website
 * is recorded as the project team.
 */
export async function requestCorrection(
  db: Executor,
  requester: SessionUser,
  input: CreateCorrectionInput,
): Promise<{ id: number; status: 'pending'; isFromProject: boolean }> {
  const parsed = createCorrectionInput.parse(input);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, parsed.projectId));
  if (!project) throw new AppError('ProjectNotFound');
  const claim = await findClaim(db, project.id, parsed.claimKind, parsed.claimRef);
  const [owner] = await db
    .select({ userId: projectOwners.userId })
    .from(projectOwners)
    .where(and(eq(projectOwners.projectId, project.id), eq(projectOwners.userId, requester.id)));
  const [row] = await db
    .insert(correctionRequests)
    .values({
      projectId: project.id,
      claimKind: claim.kind,
      claimRef: claim.ref,
      claimSummary: claim.summary,
      reason: parsed.reason,
      evidenceUrls: parsed.evidenceUrls,
      requesterUserId: requester.id,
      isFromProject: owner !== undefined,
    })
    .returning({ id: correctionRequests.id });
  log.info({ correctionId: row!.id, projectId: project.id, claim: claim.kind }, 'correction requested');
  return { id: row!.id, status: 'pending', isFromProject: owner !== undefined };
}
