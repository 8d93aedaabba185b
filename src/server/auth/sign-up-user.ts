import 'server-only';
import { isValidPassword, type SignUpInput } from '@/contracts/auth';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { configuredSiteOrigin } from '../http/site-origin';
import { sendMail } from '../integrations/mail';
import { verificationMail } from '../integrations/mail-templates';
import { log } from '../log';
import { createUser } from './create-user';
import { issueCode, withdrawCode } from './one-time-codes';
import { hashPassword } from './password';
import { sweepUnverifiedAccounts } from './sweep-unverified-accounts';

/**
 * Creates an unverified account and mails its verification code. The account is kept when the mail cannot be
 * sent (EmailDeliveryFailed), and its unsent code withdrawn, so that 'Resend Confirmation Code' works as soon
 * as mail is back, without waiting out the cool-down.
 */
export async function signUpUser(db: Db, input: SignUpInput): Promise<{ ok: true }> {
  if (!isValidPassword(input.password)) throw new AppError('InvalidPasswordException');
  const passwordHash = await hashPassword(input.password);
  const { user, code } = await db.transaction(async (tx) => {
    // An expired, never verified account of this address frees it, even before the sweep comes by.
    await sweepUnverifiedAccounts(tx, { email: input.email });
    const user = await createUser(tx, { email: input.email, passwordHash, emailVerifiedAt: null });
    return { user, code: await issueCode(tx, user.id, 'verify-email') };
  });
  log.info({ userId: user.id }, 'user signed up');
  try {
    await sendMail(verificationMail(user.email, code, `${configuredSiteOrigin()}/auth/verify-email`));
  } catch (error) {
    await withdrawCode(db, user.id, 'verify-email', code);
    throw error;
  }
  return { ok: true };
}
