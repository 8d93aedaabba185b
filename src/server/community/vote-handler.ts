import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { SessionUser } from '@/contracts/auth';
import type { VoteInput } from '@/contracts/community';
import { getDb } from '../db/db';
import { AppError } from '../http/app-error';
import { isSameSiteRequest, setVisitorCookie, visitorOf } from '../http/visitor';
import { castVote } from './cast-vote';

/** Whose vote it is: the signed-in account's (whatever browser it votes from), else the visitor's. */
export function voterKeyOf(user: SessionUser | null, visitorId: string): string {
  return user ? `user:${user.id}` : `visitor:${visitorId}`;
}

/** Shared by GET and POST /api/projects/vote: same-site only, one vote per account or visitor per project. */
export async function handleVote(
  request: NextRequest,
  input: VoteInput,
  user: SessionUser | null,
): Promise<NextResponse> {
  if (!isSameSiteRequest(request)) throw new AppError('CrossSiteRequestRefused', 403);
  const visitor = visitorOf(request);
  const summary = await castVote(await getDb(), { ...input, voterKey: voterKeyOf(user, visitor.id) });
  const response = NextResponse.json(summary, { headers: { 'cache-control': 'no-store' } });
  return visitor.isNew && !user ? setVisitorCookie(response, request, visitor.id) : response;
}
