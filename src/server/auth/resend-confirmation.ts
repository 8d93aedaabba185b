import 'server-only';
import type { Executor } from '../db/client';
import { queueCodeMail } from './send-code-mail';

/**
 * Asks for a new verification code to be mailed, and answers at once: the job that does it (runCodeMailJob) finds
 * the account, applies the limits and sends the mail after this answer. Every address gets the same answer in
 * the same time, waiting for its code, verified already or unknown.
 */
export async function resendConfirmation(
  db: Executor,
  email: string,
  now = new Date(),
): Promise<{ ok: true }> {
  await queueCodeMail(db, { reason: 'resend-confirmation', email, requestedAt: now.toISOString() });
  return { ok: true };
}
