import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';

export const VISITOR_COOKIE = 'rampart_vid';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** The anonymous visitor's id from its cookie, or a new one (to be set on the response). */
export function visitorOf(request: NextRequest): { id: string; isNew: boolean } {
  const existing = request.cookies.get(VISITOR_COOKIE)?.value;
  return existing && VISITOR_ID.test(existing)
    ? { id: existing, isNew: false }
    : { id: randomUUID(), isNew: true };
}

/** Sets the visitor cookie: HttpOnly, SameSite=Lax (so cross-site requests never carry it), Secure under HTTPS. */
export function setVisitorCookie(response: NextResponse, request: NextRequest, id: string): NextResponse {
  response.cookies.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: VISITOR_MAX_AGE_SECONDS,
  });
  return response;
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
