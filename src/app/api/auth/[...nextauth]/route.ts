// /api/auth/*: next-auth's protocol (session, csrf, providers, signin, callback/{provider}, signout, error),
// behind one guard that answers 4xx to whatever next-auth cannot take (src/server/auth/safe-auth-request.ts).
import { NextResponse, type NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/auth-options';
import { isKnownAuthError } from '@/features/auth-modal/components/auth-error-explanations';
import { guardAuthRequest } from '@/server/auth/safe-auth-request';
import { watchForDatabaseOutage } from '@/server/auth/session-outage';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/http/error-response';
import { serviceUnavailable } from '@/server/http/route';
import { siteOrigin } from '@/server/http/site-origin';
import { log } from '@/server/log';

interface Context {
  params: Promise<{ nextauth: string[] }>;
}

// next-auth's client-log sink (`_log`) would take any body from anyone and write it to our log at the level it
// names: it does not exist here. The browser's logger sends to it only on its own failures, by beacon, and
// ignores the answer.
const CLOSED_ACTIONS = new Set(['_log']);

/**
 * next-auth's error action, answered here: every error goes to the site's own error page, which explains it.
 * next-auth itself would send the sign-in errors (OAuthCallback and the like) to its sign-in action, and carry
 * `error=undefined` when the client names none. Only a name the page knows is passed on.
 */
function toErrorPage(request: NextRequest): Response {
  const error = request.nextUrl.searchParams.get('error');
  const target = new URL('/auth/error', siteOrigin(request));
  if (error !== null && isKnownAuthError(error)) target.searchParams.set('error', error);
  return NextResponse.redirect(target, { status: 302, headers: { 'cache-control': 'no-store' } });
}

// While the database is down, a 503 that leaves the cookies alone rather than next-auth's own answer (which
// would clear the session cookie of every visitor whose session it could not check).
const handler = async (request: NextRequest, context: Context): Promise<Response> => {
  const { nextauth } = await context.params;
  if (CLOSED_ACTIONS.has(nextauth[0] ?? '')) return errorResponse('NotFound');
  let safeRequest: NextRequest;
  try {
    safeRequest = await guardAuthRequest(request, nextauth);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return errorResponse(error.code);
  }
  if (nextauth[0] === 'error') return toErrorPage(safeRequest);
  try {
    const { result, isDatabaseDown } = await watchForDatabaseOutage(
      async () => (await NextAuth(safeRequest, context, authOptions())) as Response,
    );
    return isDatabaseDown ? serviceUnavailable(request) : result;
  } catch (error) {
    // What the guard let through should never make next-auth throw: if it does, it is ours to fix, logged once
    // without what the client sent, and answered as every unexpected failure is.
    log.error({ err: error, action: nextauth[0] }, 'next-auth failed');
    return errorResponse('InternalServerError');
  }
};

export { handler as GET, handler as POST };
