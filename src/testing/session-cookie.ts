import { randomUUID } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import { authSecret } from '@/server/auth/auth-secret';

/** A session cookie as next-auth would set it after a log-in of this user (a new session id each time). */
export async function sessionCookieFor(
  user: { id: string; sessionVersion: number },
  options: { adminId?: string } = {},
): Promise<string> {
  const token = await encode({
    token: { sub: user.id, sv: user.sessionVersion, sid: randomUUID(), ...options },
    secret: authSecret(),
  });
  return `next-auth.session-token=${token}`;
}
