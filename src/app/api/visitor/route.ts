// GET /api/visitor: issues the anonymous visitor's cookie when the request has none (same-site requests only), so
// that the pages, which a shared cache may keep, never set one. Never stored by any cache.
import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { issueVisitorCookie } from '@/server/http/visitor';

export const dynamic = 'force-dynamic';

export const GET = route(
  { sameSite: true, rateLimit: { name: 'visitor', points: 120, windowSeconds: 60 } },
  ({ request }) =>
    issueVisitorCookie(
      request,
      new NextResponse(null, { status: 204, headers: { 'cache-control': 'private, no-store' } }),
    ),
);
