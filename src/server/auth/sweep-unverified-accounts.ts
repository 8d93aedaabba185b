import 'server-only';
import { and, isNull, lt, sql } from 'drizzle-orm';
import { UNVERIFIED_ACCOUNT_TTL_MS } from '@/config/constants';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/**
 * Deletes the accounts whose address was never verified within UNVERIFIED_ACCOUNT_TTL_MS of sign-up (with
 * everything they hold), all of them or the one of `email`. Returns how many went.
 */
export async function sweepUnverifiedAccounts(
  db: Executor,
  { now = new Date(), email }: { now?: Date; email?: string } = {},
): Promise<number> {
  const expired = await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        lt(users.createdAt, new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS)),
        email === undefined ? undefined : sql`lower(${users.email}) = lower(${email.trim()})`,
      ),
    )
    .returning({ id: users.id });
  return expired.length;
}
