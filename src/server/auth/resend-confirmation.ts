import 'server-only';
import { RESEND_COOLDOWN_SECONDS } from '@/config/constants';
import type { Db } from '../db/client';
import { consumeRateLimit } from '../http/rate-limit';
import { configuredSiteOrigin } from '../http/site-origin';
import { sendMail } from '../integrations/mail';
import { verificationMail } from '../integrations/mail-templates';
import { findUserByEmail } from './find-user';
import { codeIssuedAt, issueCode, withdrawCode } from './one-time-codes';

// Verification codes per account and hour, beside the per-address limit of the endpoint: the cool-down alone
// would still let one address mail an inbox sixty times an hour.
const RESENDS_PER_ACCOUNT = { name: 'resend-codes-account', points: 5, windowSeconds: 3600 } as const;

/**
 * Mails a new verification code (it replaces the old one), at most once per 60 seconds and 5 times an hour per
 * account; a code that could not be mailed (EmailDeliveryFailed) does not count. Beyond the limits, and for an
 * unknown or already verified e-mail, the answer is the same and nothing is sent.
 */
export async function resendConfirmation(db: Db, email: string, now = new Date()): Promise<{ ok: true }> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerifiedAt) return { ok: true };
  const issued = await codeIssuedAt(db, user.id, 'verify-email');
  const isCoolingDown = issued !== null && now.getTime() - issued.getTime() < RESEND_COOLDOWN_SECONDS * 1000;
  if (isCoolingDown || (await consumeRateLimit(RESENDS_PER_ACCOUNT, user.id)) !== null) {
    // Silently: an answer of its own would tell that the address has an account.
    return { ok: true };
  }
  const code = await issueCode(db, user.id, 'verify-email', now);
  try {
    await sendMail(verificationMail(user.email, code, `${configuredSiteOrigin()}/auth/verify-email`));
  } catch (error) {
    // Not sent, so not counted: the next try need not wait out the cool-down.
    await withdrawCode(db, user.id, 'verify-email', code);
    throw error;
  }
  return { ok: true };
}
