import 'server-only';
import type { NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import type { SessionUser } from '@/contracts/auth';
import { getDb } from '../db/db';
import { clientKey } from '../http/rate-limit';
import { authSecret } from './auth-secret';
import { resolveSessionUser } from './session-user';

/** The signed-in user of a request, checked against the database (an ended session counts as none). */
export async function userOfRequest(request: NextRequest): Promise<SessionUser | null> {
  const token = await getToken({ req: request, secret: authSecret() });
  if (!token) return null;
  return resolveSessionUser(await getDb(), token, { address: clientKey(request.headers) });
}
