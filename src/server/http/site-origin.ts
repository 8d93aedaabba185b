import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/config/env';

/** The public origin for links in mails: NEXTAUTH_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(request: NextRequest): string {
  const configured = env().NEXTAUTH_URL;
  return configured ? new URL(configured).origin : request.nextUrl.origin;
}

/** The public origin for links in mails sent outside a request (jobs, command-line tools). */
export function configuredSiteOrigin(): string {
  const configured = env().NEXTAUTH_URL;
  return configured ? new URL(configured).origin : `http://localhost:${env().PORT}`;
}
