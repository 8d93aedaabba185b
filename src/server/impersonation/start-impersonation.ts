import 'server-only';
import { randomUUID } from 'node:crypto';
import type { JWT } from 'next-auth/jwt';
import { IMPERSONATION_MAX_MS } from '@/config/constants';
import type { SessionUser } from '@/contracts/auth';
import type { Db } from '../db/client';
import { impersonationLog, impersonationSessions } from '../db/schema';
import { findUserById } from '../auth/find-user';
import { revokeSession } from '../auth/session-user';
import { AppError } from '../errors/app-error';
import { isFlagOnFor } from '../integrations/flags';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StartImpersonationOptions {
  /** The signed-in staff member, as the session resolved it. */
  readonly admin: SessionUser;
  /** The staff member's own session token: it is ended, since its cookie is replaced. */
  readonly adminToken: JWT;
  readonly impersonatingUserId: string;
  /** The client address, for the log. */
  readonly address: string;
}

/**
 * Switches a staff member to a user. Refused (403) unless the impersonationTool flag is on for the staff member;
 * refused while already impersonating; a user who is staff too (the flag is on for them) cannot be
 * impersonated; an unknown id answers 404 UserNotFound. The way back is kept here, keyed by the new
 * session's id, and the start is logged. Returns the new session's token.
 */
export async function startImpersonation(db: Db, options: StartImpersonationOptions): Promise<JWT> {
  const { admin } = options;
  if (admin.adminId) throw new AppError('ImpersonationForbidden');
  if (!(await isFlagOnFor('impersonationTool', admin))) throw new AppError('ImpersonationToolDisabled');
  const target = UUID.test(options.impersonatingUserId)
    ? await findUserById(db, options.impersonatingUserId)
    : undefined;
  if (!target) throw new AppError('UserNotFound');
  if (target.id === admin.id) throw new AppError('CannotImpersonateSelf');
  if (
    await isFlagOnFor('impersonationTool', { id: target.id, username: target.username, email: target.email })
  ) {
    throw new AppError('StaffCannotBeImpersonated');
  }
  const sessionId = randomUUID();
  const startedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(impersonationSessions)
      .values({ sessionId, adminId: admin.id, userId: target.id, startedAt });
    await tx.insert(impersonationLog).values({
      action: 'start',
      adminId: admin.id,
      userId: target.id,
      adminEmail: admin.email,
      userEmail: target.email,
      address: options.address,
    });
    await revokeSession(tx, options.adminToken);
  });
  return {
    sub: target.id,
    sv: target.sessionVersion,
    sid: sessionId,
    adminId: admin.id,
    impersonationEndsAt: startedAt.getTime() + IMPERSONATION_MAX_MS,
  };
}
