import { randomUUID } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import { authSecret } from '@/server/auth/auth-secret';
import type { Executor } from '@/server/db/client';
import { impersonationSessions } from '@/server/db/schema';

/** A session cookie as next-auth would set it after a log-in of this user (a new session id each time). */
export async function sessionCookieFor(
  user: { id: string; sessionVersion: number },
  options: { adminId?: string; sid?: string } = {},
): Promise<string> {
  const token = await encode({
    token: { sub: user.id, sv: user.sessionVersion, sid: randomUUID(), ...options },
    secret: authSecret(),
  });
  return `next-auth.session-token=${token}`;
}

/** The session cookie of a staff member acting as `user`, with the impersonation recorded as the tool records it. */
export async function impersonatedSessionCookieFor(
  db: Executor,
  user: { id: string; sessionVersion: number },
  staff: { id: string },
): Promise<string> {
  const sid = randomUUID();
  await db.insert(impersonationSessions).values({ sessionId: sid, adminId: staff.id, userId: user.id });
  return sessionCookieFor(user, { adminId: staff.id, sid });
}
