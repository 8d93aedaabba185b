import 'server-only';
import type { NextRequest } from 'next/server';
import type { SessionUser } from '@/contracts/auth';
import type { VoteInput, VoteSummary } from '@/contracts/community';
import { getDb } from '../db/db';
import { AppError } from '../errors/app-error';
import { addressKeyOf } from '../http/address-key';
import { clientKey } from '../http/rate-limit';
import { visitorOf } from '../http/visitor';
import { castVote } from './cast-vote';

/** Whose vote it is: the signed-in account's (whatever browser it votes from), else the visitor's. */
export function voterKeyOf(user: SessionUser | null, visitorId: string): string {
  return user ? `user:${user.id}` : `visitor:${visitorId}`;
}

/**
 * Shared by GET and POST /api/projects/vote (same-site only, the route's rule): from a visitor whose cookie GET /api/visitor
 * issued, one vote per account or visitor per project.
 */
export async function handleVote(
  request: NextRequest,
  input: VoteInput,
  user: SessionUser | null,
): Promise<VoteSummary> {
  const visitorId = visitorOf(request);
  if (!visitorId) throw new AppError('VisitorCookieRequired');
  return castVote(await getDb(), {
    ...input,
    voterKey: voterKeyOf(user, visitorId),
    addressKey: addressKeyOf(clientKey(request.headers)),
  });
}
