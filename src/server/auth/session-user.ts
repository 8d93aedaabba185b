import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { JWT } from 'next-auth/jwt';
import type { SessionUser } from '@/contracts/auth';
import type { Executor } from '../db/client';
import { IMPERSONATION_MAX_MS } from '@/config/constants';
import { impersonationSessions, revokedSessions, users } from '../db/schema';
import { recordImpersonationEnds } from '../impersonation/record-impersonation-end';
import { isFlagOnFor } from '../integrations/flags';
import { findUserById } from './find-user';

/**
 * The user a session token stands for, or null when the session was ended: the account is gone, its session
 * version moved on (sign-out everywhere, password change or reset), or this session signed out. An
 * impersonated session also ends when its impersonation ended, is an hour old, or its staff member may no longer
 * impersonate (the account is gone, or its impersonationTool flag is off): checked on every use, not when the
 * session began. An end not logged yet is logged on this first use after it, with its reason (`expired`, or
 * `revoked` for the user's sessions ended or the staff member's privilege gone).
 */
export async function resolveSessionUser(
  db: Executor,
  token: JWT,
  { address = 'unknown', now = new Date() }: { address?: string; now?: Date } = {},
): Promise<SessionUser | null> {
  if (!token.sub || token.sv === undefined || !token.sid) return null;
  const user = await resolveUser(db, token);
  if (!token.adminId) return user;
  const [held] = await db
    .select({
      adminId: impersonationSessions.adminId,
      startedAt: impersonationSessions.startedAt,
      endedAt: impersonationSessions.endedAt,
    })
    .from(impersonationSessions)
    .where(eq(impersonationSessions.sessionId, token.sid));
  if (!held || held.endedAt) return null;
  const isExpired = now.getTime() - held.startedAt.getTime() >= IMPERSONATION_MAX_MS;
  if (user && !isExpired && (await mayImpersonate(db, held.adminId))) return user;
  await recordImpersonationEnds(db, {
    of: { sessionId: token.sid },
    reason: isExpired ? 'expired' : 'revoked',
    address,
    now,
  });
  return null;
}

async function resolveUser(db: Executor, token: JWT): Promise<SessionUser | null> {
  if (!token.sub || token.sv === undefined || !token.sid) return null;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      image: users.image,
      pictureUpdatedAt: users.pictureUpdatedAt,
      sessionVersion: users.sessionVersion,
      revoked: revokedSessions.sessionId,
    })
    .from(users)
    .leftJoin(
      revokedSessions,
      and(eq(revokedSessions.sessionId, token.sid), gt(revokedSessions.expiresAt, new Date())),
    )
    .where(eq(users.id, token.sub));
  if (!row || row.revoked !== null || row.sessionVersion !== token.sv) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    image: row.image,
    hasPicture: row.pictureUpdatedAt !== null,
    ...(token.adminId ? { adminId: token.adminId } : {}),
  };
}

/** Ends one session for good: its token is refused from now until it would have expired. */
export async function revokeSession(db: Executor, token: JWT): Promise<void> {
  if (!token.sid || !token.sub) return;
  const expiresAt =
    typeof token.exp === 'number' ? new Date(token.exp * 1000) : new Date(Date.now() + 864e5 * 30);
  await db
    .insert(revokedSessions)
    .values({ sessionId: token.sid, userId: token.sub, expiresAt })
    .onConflictDoNothing();
}

/** Whether a staff member may impersonate now: the account still exists and the impersonationTool flag is on. */
export async function mayImpersonate(db: Executor, adminId: string): Promise<boolean> {
  const admin = await findUserById(db, adminId);
  return admin !== undefined && (await isFlagOnFor('impersonationTool', admin));
}
