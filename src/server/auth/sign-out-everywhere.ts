import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { recordImpersonationEnds } from '../impersonation/record-impersonation-end';
import { log } from '../log';

/** Ends every session of the user, on every device, this one included. */
export async function signOutEverywhere(db: Executor, userId: string): Promise<{ ok: true }> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // A staff member acting as this user loses that session too: its end is logged now.
  await recordImpersonationEnds(db, { of: { userId: userId }, reason: 'revoked', address: 'unknown' });
  log.info({ userId }, 'signed out everywhere');
  return { ok: true };
}
