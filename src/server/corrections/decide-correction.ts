import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  decideCorrectionInput,
  type DecideCorrectionInput,
  type DecideCorrectionResult,
} from '@/contracts/corrections';
import type { SessionUser } from '@/contracts/auth';
import { assertStaff } from '../auth/require-staff';
import type { Db, Executor } from '../db/client';
import {
  audits,
  correctionRequests,
  projectScores,
  projects,
  projectTokens,
  securityAlerts,
  signals,
  users,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import { configuredSiteOrigin } from '../http/site-origin';
import { refreshDerivedSignals } from '../imports/refresh-derived-signals';
import { queueMail } from '../jobs/queue-mail';
import { correctionDecisionMail } from '../integrations/mail-templates';
import { log } from '../log';
import { recomputeScores } from '../scores/recompute-scores';
import { factOf, findClaim } from './find-claim';

// The source of a signal withdrawn by a correction: the signal stays not available until new evidence comes.
export const CORRECTION_SOURCE = 'correction';

type Request = typeof correctionRequests.$inferSelect;

/**
 * Withdraws the claim of an accepted request from the project page; answers a withdrawn fact's value, which
 * later imports then leave out.
 */
async function withdrawClaim(tx: Executor, request: Request, now: Date): Promise<string | null> {
  // Still on the page: a claim withdrawn meanwhile (by another request) cannot be withdrawn twice.
  await findClaim(tx, request.projectId, request.claimKind, request.claimRef);
  if (request.claimKind === 'incident') {
    await tx
      .update(securityAlerts)
      .set({ state: 'dismissed' })
      .where(eq(securityAlerts.id, Number(request.claimRef)));
  } else if (request.claimKind === 'audit') {
    // The audit stays on record under its own name, no longer as this project's.
    await tx
      .update(audits)
      .set({ projectId: null })
      .where(eq(audits.id, Number(request.claimRef)));
  } else if (request.claimKind === 'fact') {
    // A fact withdrawn is unknown: the page says so until new evidence comes.
    const fact = factOf(request.claimRef);
    if (fact?.fact === 'website') {
      const [withdrawn] = await tx
        .select({ value: projects.website })
        .from(projects)
        .where(eq(projects.id, request.projectId));
      await tx
        .update(projects)
        .set({ website: null, updatedAt: now })
        .where(eq(projects.id, request.projectId));
      return withdrawn?.value ?? null;
    }
    if (fact?.fact === 'token') {
      const token = and(eq(projectTokens.id, fact.tokenId), eq(projectTokens.projectId, request.projectId));
      const [withdrawn] = await tx.select({ value: projectTokens.address }).from(projectTokens).where(token);
      await tx.update(projectTokens).set({ address: null }).where(token);
      return withdrawn?.value ?? null;
    }
  } else {
    await tx
      .update(signals)
      .set({
        value: null,
        measuredAt: null,
        evidenceUrl: null,
        source: CORRECTION_SOURCE,
        state: 'not_available',
        updatedAt: now,
      })
      .where(and(eq(signals.projectId, request.projectId), eq(signals.key, request.claimRef)));
  }
  // The incident and audit signals follow from the records that remain.
  if (request.claimKind === 'incident' || request.claimKind === 'audit')
    await refreshDerivedSignals(tx, [request.projectId], now);
  return null;
}

/**
 * Staff decide a pending correction request (staff only: the impersonation tool's rule). Accepting withdraws the
 * claim, recomputes the project's score and logs the change in its history with the correction as its cause;
 * rejecting changes nothing but the request, whose reason is public. Either way the requester is mailed.
 * 404 CorrectionNotFound, 409 CorrectionAlreadyDecided.
 */
export async function decideCorrection(
  db: Db,
  staff: SessionUser,
  input: DecideCorrectionInput,
  now = new Date(),
): Promise<DecideCorrectionResult> {
  await assertStaff(staff);
  const decision = decideCorrectionInput.parse(input);
  const result = await db.transaction(async (tx) => {
    // Locked: two staff members deciding at once cannot both apply it.
    const [request] = await tx
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.id, decision.id))
      .for('update');
    if (!request) throw new AppError('CorrectionNotFound');
    if (request.status !== 'pending') throw new AppError('CorrectionAlreadyDecided');
    let scoreFrom: number | null = null;
    let scoreTo: number | null = null;
    let withdrawnValue: string | null = null;
    if (decision.decision === 'accept') {
      withdrawnValue = await withdrawClaim(tx, request, now);
      await recomputeScores(tx, {
        projectIds: [request.projectId],
        asOf: now,
        cause: ({ from, to }) => {
          scoreFrom = from;
          scoreTo = to;
          return {
            kind: 'correction',
            correctionId: request.id,
            claim: request.claimKind,
            summary: request.claimSummary,
            scoreFrom: from,
            scoreTo: to,
          };
        },
      });
      if (scoreFrom === null && scoreTo === null) {
        const [stored] = await tx
          .select({ score: projectScores.score })
          .from(projectScores)
          .where(eq(projectScores.projectId, request.projectId));
        scoreTo = stored?.score ?? null;
      }
    }
    const status = decision.decision === 'accept' ? ('accepted' as const) : ('rejected' as const);
    await tx
      .update(correctionRequests)
      .set({
        status,
        decisionReason: decision.decision === 'reject' ? decision.reason : null,
        decidedByUserId: staff.id,
        decidedAt: now,
        scoreFrom,
        scoreTo,
        withdrawnValue,
      })
      .where(eq(correctionRequests.id, request.id));
    return { request, status, scoreFrom, scoreTo };
  });
  log.info({ correctionId: decision.id, status: result.status }, 'correction decided');
  await mailRequester(
    db,
    result.request,
    result.status === 'accepted',
    decision.decision === 'reject' ? decision.reason : null,
  );
  return {
    id: decision.id,
    projectId: result.request.projectId,
    status: result.status,
    scoreFrom: result.scoreFrom,
    scoreTo: result.scoreTo,
  };
}

/** After the commit: a mail that cannot be queued is logged, and the decision stands (the public log shows it). */
async function mailRequester(db: Executor, request: Request, isAccepted: boolean, reason: string | null) {
  if (!request.requesterUserId) return;
  const [row] = await db
    .select({ email: users.email, projectName: projects.name })
    .from(users)
    .innerJoin(projects, eq(projects.id, request.projectId))
    .where(eq(users.id, request.requesterUserId));
  if (!row) return;
  try {
    await queueMail(
      correctionDecisionMail(
        row.email,
        {
          projectId: request.projectId,
          projectName: row.projectName,
          claimSummary: request.claimSummary,
          isAccepted,
          reason,
        },
        configuredSiteOrigin(),
      ),
      db,
    );
  } catch (error) {
    log.warn({ correctionId: request.id, error: String(error) }, 'correction decision mail not queued');
  }
}
