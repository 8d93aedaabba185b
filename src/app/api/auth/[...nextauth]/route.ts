// /api/auth/*: next-auth's protocol (session, csrf, providers, signin, callback/{provider}, signout, error).
import { NextResponse, type NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/auth-options';
import { isKnownAuthError } from '@/features/auth-modal/components/auth-error-explanations';
import { withSafeCallbackUrl } from '@/server/auth/safe-auth-request';
import { watchForDatabaseOutage } from '@/server/auth/session-outage';
import { AppError } from '@/server/http/app-error';
import { errorResponse } from '@/server/http/error-response';
import { serviceUnavailable } from '@/server/http/route';
import { siteOrigin } from '@/server/http/site-origin';

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
  if (CLOSED_ACTIONS.has(nextauth[0] ?? '')) {
    return errorResponse('NotFound');
  }
  if (nextauth[0] === 'error' && nextauth.length === 1 && request.method === 'GET')
    return toErrorPage(request);
  let safeRequest: NextRequest;
  try {
    safeRequest = await withSafeCallbackUrl(request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return errorResponse(error.code);
  }
  const { result, isDatabaseDown } = await watchForDatabaseOutage(
    async () => (await NextAuth(safeRequest, context, authOptions())) as Response,
  );
  return isDatabaseDown ? serviceUnavailable(request) : result;
};

export { handler as GET, handler as POST };
