import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { authSecret } from '../auth/auth-secret';

export const VISITOR_COOKIE = 'rampart_vid';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;
// `<uuid>.<signature>`: the id is random, the signature proves that GET /api/visitor issued it.
const VISITOR_VALUE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (id: string) =>
  createHmac('sha256', authSecret()).update(`visitor:${id}`).digest('base64url');

/**
 * The anonymous visitor's id, from a cookie that GET /api/visitor issued (its signature checks), or null. Votes,
 * page views and searches count only for such a visitor: a script that makes up ids counts for nothing.
 */
export function visitorOf(request: NextRequest): string | null {
  const match = VISITOR_VALUE.exec(request.cookies.get(VISITOR_COOKIE)?.value ?? '');
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * Issues a visitor cookie on the response when the request has no valid one: HttpOnly, SameSite=Lax (so
 * cross-site requests never carry it), Secure under HTTPS. Only GET /api/visitor does, an answer no cache keeps:
 * a page that a shared cache may store must never set a cookie, or the cache would hand one visitor's id to all.
 */
export function issueVisitorCookie(request: NextRequest, response: NextResponse): NextResponse {
  if (visitorOf(request)) return response;
  const id = randomUUID();
  response.cookies.set(VISITOR_COOKIE, `${id}.${signatureOf(id)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
    path: '/',
    maxAge: VISITOR_MAX_AGE_SECONDS,
  });
  return response;
}

/** A valid visitor cookie value for an id: for tests that stand in for GET /api/visitor. */
export function visitorCookieValue(id: string): string {
  return `${id}.${signatureOf(id)}`;
}

/**
 * For the GET endpoints that change state (vote, page view): only a request from our own pages counts, so that
 * another site cannot vote or inflate views through an image tag or a link.
 */
export function isSameSiteRequest(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const host = request.headers.get('host') ?? request.nextUrl.host;
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header);
    if (!value) continue;
    try {
      return new URL(value).host === host;
    } catch {
      return false;
    }
  }
  return false;
}
