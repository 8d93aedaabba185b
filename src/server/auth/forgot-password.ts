import 'server-only';
import type { Executor } from '../db/client';
import { queueCodeMail } from './send-code-mail';

/**
 * Asks for a password reset code to be mailed, and answers at once: the job that does it (runCodeMailJob) finds
 * the account, applies the limits and sends the mail after this answer. Every address gets the same answer in
 * the same time, having an account or not.
 */
export async function forgotPassword(db: Executor, email: string, now = new Date()): Promise<{ ok: true }> {
  await queueCodeMail(db, { reason: 'forgot-password', email, requestedAt: now.toISOString() });
  return { ok: true };
}
