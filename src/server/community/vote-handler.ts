import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { VoteInput } from '@/contracts/community';
import { getDb } from '../db/db';
import { AppError } from '../http/app-error';
import { isSameSiteRequest, setVisitorCookie, visitorOf } from '../http/visitor';
import { castVote } from './cast-vote';

/** Shared by GET and POST /api/projects/vote: same-site only, one vote per visitor per project. */
export async function handleVote(request: NextRequest, input: VoteInput): Promise<NextResponse> {
  if (!isSameSiteRequest(request)) throw new AppError('CrossSiteRequestRefused', 403);
  const visitor = visitorOf(request);
  const summary = await castVote(await getDb(), { ...input, voterKey: `visitor:${visitor.id}` });
  const response = NextResponse.json(summary, { headers: { 'cache-control': 'no-store' } });
  return visitor.isNew ? setVisitorCookie(response, request, visitor.id) : response;
}
