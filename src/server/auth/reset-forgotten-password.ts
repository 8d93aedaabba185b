import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { isValidPassword, type ResetPasswordInput } from '@/contracts/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { recordImpersonationEnds } from '../impersonation/record-impersonation-end';
import { log } from '../log';
import { findUserByEmail } from './find-user';
import { consumeCode } from './one-time-codes';
import { hashPassword } from './password';

/**
 * Sets a new password with a mailed reset code and ends every session of the account. The code proves the
 * mailbox, so an unverified account becomes verified.
 */
export async function resetForgottenPassword(db: Db, input: ResetPasswordInput): Promise<{ ok: true }> {
  if (!isValidPassword(input.newPassword)) throw new AppError('InvalidPasswordException');
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError('CodeMismatchException');
  await consumeCode(db, user.id, 'reset-password', input.code);
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  // A staff member acting as this user loses that session too: its end is logged now.
  await recordImpersonationEnds(db, { of: { userId: user.id }, reason: 'revoked', address: 'unknown' });
  log.info({ userId: user.id }, 'password reset');
  return { ok: true };
}
