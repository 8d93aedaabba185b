import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { isValidPassword } from '@/contracts/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { recordImpersonationEnds } from '../impersonation/record-impersonation-end';
import { log } from '../log';
import { findUserById } from './find-user';
import { hashPassword, verifyPassword } from './password';

export interface ChangePasswordOptions {
  readonly userId: string;
  readonly oldPassword: string;
  readonly newPassword: string;
}

/**
 * Changes the password after checking the old one, and moves the session version on so that every other
 * session ends. Returns the new version for the caller's own session.
 */
export async function changePassword(db: Db, options: ChangePasswordOptions): Promise<number> {
  const user = await findUserById(db, options.userId);
  if (!user) throw new AppError('NotFound');
  if (!(await verifyPassword(user.passwordHash, options.oldPassword))) {
    throw new AppError('NotAuthorizedException', 'wrong old password');
  }
  if (!isValidPassword(options.newPassword)) throw new AppError('InvalidPasswordException');
  const passwordHash = await hashPassword(options.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning({ sessionVersion: users.sessionVersion });
  // A staff member acting as this user loses that session too: its end is logged now.
  await recordImpersonationEnds(db, { of: { userId: user.id }, reason: 'revoked', address: 'unknown' });
  log.info({ userId: user.id }, 'password changed');
  return updated!.sessionVersion;
}
