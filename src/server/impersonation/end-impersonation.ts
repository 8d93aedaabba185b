import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWT } from 'next-auth/jwt';
import type { Db } from '../db/client';
import { impersonationSessions } from '../db/schema';
import { findUserById } from '../auth/find-user';
import { mayImpersonate, revokeSession } from '../auth/session-user';
import { AppError } from '../errors/app-error';
import { recordImpersonationEnds } from './record-impersonation-end';

export interface EndImpersonationOptions {
  /** The impersonated session's token. */
  readonly token: JWT;
  /** The staff member's id as the browser sent it: only ever compared with the one held here. */
  readonly adminId: string;
  readonly address: string;
}

/**
 * Ends an impersonated session: the way out always works. The staff member named must be the one recorded with
 * this session when it began (anyone else is refused with 403, and the session stays as it is). The impersonated
 * session ends and its end is logged: `exit`, or `revoked` when the staff member may no longer impersonate (the
 * account is gone or the impersonationTool flag is off). Returns the staff member's new session token, or null
 * when there is no staff session to go back to (the privilege is gone, or the impersonation had already ended):
 * the browser is then signed out.
 */
export async function endImpersonation(db: Db, options: EndImpersonationOptions): Promise<JWT | null> {
  const sessionId = options.token.sid;
  if (!sessionId || !options.token.adminId) throw new AppError('NotImpersonating');
  const [held] = await db
    .select()
    .from(impersonationSessions)
    .where(eq(impersonationSessions.sessionId, sessionId));
  // A token that claims an impersonation none recorded is no session at all.
  if (!held) throw new AppError('Unauthorized');
  if (held.adminId !== options.adminId) throw new AppError('AdminMismatch');
  const isStaff = await mayImpersonate(db, held.adminId);
  await db.transaction(async (tx) => {
    await recordImpersonationEnds(tx, {
      of: { sessionId },
      reason: isStaff ? 'exit' : 'revoked',
      address: options.address,
    });
    await revokeSession(tx, options.token);
  });
  const admin = isStaff && !held.endedAt ? await findUserById(db, held.adminId) : undefined;
  return admin ? { sub: admin.id, sv: admin.sessionVersion, sid: randomUUID() } : null;
}
