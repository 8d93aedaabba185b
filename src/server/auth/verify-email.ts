import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSettings, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { welcomeMail } from '../integrations/mail-templates';
import { queueMail } from '../jobs/queue-mail';
import { log } from '../log';
import { findUserByEmail } from './find-user';
import { consumeCode, isSpentCode } from './one-time-codes';

export interface VerifyEmailOptions {
  readonly email: string;
  readonly verificationCode: string;
  /** The site's origin, for the links of the welcome mail. */
  readonly origin: string;
}

/**
 * Confirms an account with its mailed code. A wrong code answers CodeMismatchException whatever the address's
 * state (unknown, waiting for its code, or verified), so that the answer tells nothing of the account;
 * ExpiredCodeException for a right code past its time. Only the holder of the very code that verified the
 * account learns that it is verified already (NotAuthorizedException): someone who had the mail anyway.
 */
export async function verifyEmail(db: Db, options: VerifyEmailOptions): Promise<{ ok: true }> {
  const user = await findUserByEmail(db, options.email);
  if (!user) throw new AppError('CodeMismatchException');
  if (user.emailVerifiedAt) {
    if (await isSpentCode(db, user.id, 'verify-email', options.verificationCode)) {
      throw new AppError('NotAuthorizedException', 'already verified');
    }
    throw new AppError('CodeMismatchException');
  }
  await consumeCode(db, user.id, 'verify-email', options.verificationCode, new Date(), { keep: true });
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  log.info({ userId: user.id }, 'e-mail verified');
  const [settings] = await db
    .select({ id: notificationSettings.id })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, user.id));
  // The welcome mail is a courtesy: the account is verified whether or not it can be queued.
  if (settings) {
    await queueMail(
      welcomeMail(user.email, options.origin, `${options.origin}/unsubscribe/${settings.id}`),
      db,
    ).catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'welcome mail not queued'));
  }
  return { ok: true };
}
