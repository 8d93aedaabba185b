import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { findUserByEmail } from './find-user';

/**
 * Test hooks only: makes the one-time codes of an account `seconds` older, as if that time had passed, so that
 * the end-to-end suite sees the resend cool-down end without waiting it out. Unknown e-mails change nothing.
 */
export async function ageTestCodes(db: Db, email: string, seconds: number): Promise<{ aged: number }> {
  const user = await findUserByEmail(db, email);
  if (!user) return { aged: 0 };
  const aged = await db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.userId, user.id))
    .returning({ userId: oneTimeCodes.userId });
  return { aged: aged.length };
}
