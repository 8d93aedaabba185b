import 'server-only';
import { RESEND_COOLDOWN_SECONDS } from '@/config/constants';
import type { Db } from '../db/client';
import { consumeRateLimit } from '../http/rate-limit';
import { sendMail } from '../integrations/mail';
import { resetCodeMail } from '../integrations/mail-templates';
import { findUserByEmail } from './find-user';
import { codeIssuedAt, issueCode } from './one-time-codes';

// Reset codes per account and hour, beside the per-address limit of the endpoint.
const RESETS_PER_ACCOUNT = { name: 'reset-codes-account', points: 5, windowSeconds: 3600 } as const;

/**
 * Mails a password reset code. A new code at most once per 60 seconds and 5 times an hour per account; beyond
 * that, and for an unknown e-mail, the answer is the same and nothing is sent.
 */
export async function forgotPassword(db: Db, email: string, now = new Date()): Promise<{ ok: true }> {
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: true };
  const issued = await codeIssuedAt(db, user.id, 'reset-password');
  const isCoolingDown = issued !== null && now.getTime() - issued.getTime() < RESEND_COOLDOWN_SECONDS * 1000;
  if (isCoolingDown || (await consumeRateLimit(RESETS_PER_ACCOUNT, user.id)) !== null) {
    // Silently: an answer of its own would tell that the address has an account.
    return { ok: true };
  }
  const code = await issueCode(db, user.id, 'reset-password', now);
  await sendMail(resetCodeMail(user.email, code));
  return { ok: true };
}
