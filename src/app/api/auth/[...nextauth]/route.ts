// /api/auth/*: next-auth's protocol (session, csrf, providers, signin, callback/{provider}, signout, _log, error).
import type { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/auth-options';
import { watchForDatabaseOutage } from '@/server/auth/session-outage';
import { serviceUnavailable } from '@/server/http/route';

interface Context {
  params: Promise<{ nextauth: string[] }>;
}

// While the database is down, a 503 that leaves the cookies alone rather than next-auth's own answer (which
// would clear the session cookie of every visitor whose session it could not check).
const handler = async (request: NextRequest, context: Context): Promise<Response> => {
  const { result, isDatabaseDown } = await watchForDatabaseOutage(
    async () => (await NextAuth(request, context, authOptions())) as Response,
  );
  return isDatabaseDown ? serviceUnavailable(request) : result;
};

export { handler as GET, handler as POST };
