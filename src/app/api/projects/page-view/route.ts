// GET /api/projects/page-view?projectId: counts one view per visit of a project page (same-site requests only).
import { NextResponse } from 'next/server';
import { pageViewQuery } from '@/contracts/community';
import { recordPageView } from '@/server/community/record-page-view';
import { getDb } from '@/server/db/db';
import { AppError } from '@/server/http/app-error';
import { route } from '@/server/http/route';
import { isSameSiteRequest, setVisitorCookie, visitorOf } from '@/server/http/visitor';

export const dynamic = 'force-dynamic';

export const GET = route(
  { input: pageViewQuery, rateLimit: { name: 'page-views', points: 120, windowSeconds: 60 } },
  async ({ request, input }) => {
    if (!isSameSiteRequest(request)) throw new AppError('CrossSiteRequestRefused', 403);
    const visitor = visitorOf(request);
    const result = await recordPageView(await getDb(), {
      projectId: input.projectId,
      visitorId: visitor.id,
      referrer: request.headers.get('referer'),
    });
    const response = NextResponse.json(result, { headers: { 'cache-control': 'no-store' } });
    return visitor.isNew ? setVisitorCookie(response, request, visitor.id) : response;
  },
);
