// /api/auth/*: next-auth's protocol (session, csrf, providers, signin, callback/{provider}, signout, error).
import { NextResponse, type NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/auth-options';
import { withSafeCallbackUrl } from '@/server/auth/safe-auth-request';
import { watchForDatabaseOutage } from '@/server/auth/session-outage';
import { serviceUnavailable } from '@/server/http/route';

interface Context {
  params: Promise<{ nextauth: string[] }>;
}

// next-auth's client-log sink (`_log`) would take any body from anyone and write it to our log at the level it
// names: it does not exist here. The browser's logger sends to it only on its own failures, by beacon, and
// ignores the answer.
const CLOSED_ACTIONS = new Set(['_log']);

// While the database is down, a 503 that leaves the cookies alone rather than next-auth's own answer (which
// would clear the session cookie of every visitor whose session it could not check).
const handler = async (request: NextRequest, context: Context): Promise<Response> => {
  const { nextauth } = await context.params;
  if (CLOSED_ACTIONS.has(nextauth[0] ?? '')) {
    return NextResponse.json(
      { error: 'NotFound' },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  const safeRequest = withSafeCallbackUrl(request);
  const { result, isDatabaseDown } = await watchForDatabaseOutage(
    async () => (await NextAuth(safeRequest, context, authOptions())) as Response,
  );
  return isDatabaseDown ? serviceUnavailable(request) : result;
};

export { handler as GET, handler as POST };
