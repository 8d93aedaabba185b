import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { JWT } from 'next-auth/jwt';
import type { Db } from '../db/client';
import { impersonationSessions } from '../db/schema';
import { findUserById } from '../auth/find-user';
import { revokeSession } from '../auth/session-user';
import { AppError } from '../http/app-error';
import { isFlagOnFor } from '../integrations/flags';
import { recordImpersonationEnds } from './record-impersonation-end';

export interface EndImpersonationOptions {
  /** The impersonated session's token. */
  readonly token: JWT;
  /** The staff member's id as the browser sent it: only ever compared with the one held here. */
  readonly adminId: string;
  readonly address: string;
}

/**
 * Returns an impersonated session to its staff member. The staff member is the one recorded with this session
 * when it began; a request naming anyone else is refused (403), and so is one whose staff member no longer has
 * the impersonationTool flag. The impersonated session ends, the end is logged, and the staff member's new
 * session token is returned.
 */
export async function endImpersonation(db: Db, options: EndImpersonationOptions): Promise<JWT> {
  const sessionId = options.token.sid;
  if (!sessionId || !options.token.adminId) throw new AppError('NotImpersonating');
  const [held] = await db
    .select()
    .from(impersonationSessions)
    .where(and(eq(impersonationSessions.sessionId, sessionId), isNull(impersonationSessions.endedAt)));
  if (!held) throw new AppError('NotImpersonating');
  if (held.adminId !== options.adminId) throw new AppError('AdminMismatch');
  const admin = await findUserById(db, held.adminId);
  if (!admin || !(await isFlagOnFor('impersonationTool', admin))) {
    throw new AppError('ImpersonationToolDisabled');
  }
  await db.transaction(async (tx) => {
    await recordImpersonationEnds(tx, { of: { sessionId }, reason: 'exit', address: options.address });
    await revokeSession(tx, options.token);
  });
  return { sub: admin.id, sv: admin.sessionVersion, sid: randomUUID() };
}
