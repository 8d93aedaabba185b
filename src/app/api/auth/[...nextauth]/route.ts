// /api/auth/*: next-auth's protocol (session, csrf, providers, signin, callback/{provider}, signout, _log, error).
import type { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/auth-options';

interface Context {
  params: Promise<{ nextauth: string[] }>;
}

const handler = (request: NextRequest, context: Context) => NextAuth(request, context, authOptions());

export { handler as GET, handler as POST };
