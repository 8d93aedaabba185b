import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ImpersonationEndReason } from '@/contracts/impersonation';
import type { Executor } from '../db/client';
import { impersonationLog, impersonationSessions, users } from '../db/schema';

export interface ImpersonationEndOptions {
  /** The impersonated session that ended, or every open impersonation of a user whose sessions all ended. */
  readonly of: { readonly sessionId: string } | { readonly userId: string };
  readonly reason: ImpersonationEndReason;
  /** The client address, when the end comes from a request; 'unknown' otherwise. */
  readonly address: string;
  readonly now?: Date;
}

/**
 * Ends open impersonations and logs one "end" for each. The ending is a single conditional update, so that an
 * impersonation ended by two ways at once (an exit racing an expiry) is logged once. Answers how many ended.
 */
export async function recordImpersonationEnds(
  db: Executor,
  options: ImpersonationEndOptions,
): Promise<number> {
  const now = options.now ?? new Date();
  const match =
    'sessionId' in options.of
      ? eq(impersonationSessions.sessionId, options.of.sessionId)
      : eq(impersonationSessions.userId, options.of.userId);
  const ended = await db
    .update(impersonationSessions)
    .set({ endedAt: now })
    .where(and(match, isNull(impersonationSessions.endedAt)))
    .returning({ adminId: impersonationSessions.adminId, userId: impersonationSessions.userId });
  if (ended.length === 0) return 0;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ended.flatMap((row) => [row.adminId, row.userId]))]));
  const emailOf = new Map(people.map((person) => [person.id, person.email]));
  await db.insert(impersonationLog).values(
    ended.map((row) => ({
      action: 'end' as const,
      adminId: row.adminId,
      userId: row.userId,
      adminEmail: emailOf.get(row.adminId) ?? '',
      userEmail: emailOf.get(row.userId) ?? '',
      address: options.address,
      reason: options.reason,
      createdAt: now,
    })),
  );
  return ended.length;
}
