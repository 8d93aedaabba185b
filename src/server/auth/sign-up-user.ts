import 'server-only';
import { isValidPassword, type SignUpInput } from '@/contracts/auth';
import type { Db } from '../db/client';
import { AppError } from '../errors/app-error';
import { log } from '../log';
import { createUser } from './create-user';
import { hashPassword } from './password';
import { queueCodeMail } from './send-code-mail';
import { sweepUnverifiedAccounts } from './sweep-unverified-accounts';

/**
 * Creates an unverified account and queues the mail of its verification code: the code is issued and mailed by
 * a job after this answer (runCodeMailJob), tried again while the mail server fails.
 */
export async function signUpUser(db: Db, input: SignUpInput): Promise<{ ok: true }> {
  if (!isValidPassword(input.password)) throw new AppError('InvalidPasswordException');
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    // An expired, never verified account of this address frees it, even before the sweep comes by.
    await sweepUnverifiedAccounts(tx, { email: input.email });
    const created = await createUser(tx, { email: input.email, passwordHash, emailVerifiedAt: null });
    // In the same transaction: no account is left without its code's mail, nor a mail without its account.
    await queueCodeMail(tx, { reason: 'sign-up', userId: created.id, requestedAt: new Date().toISOString() });
    return created;
  });
  log.info({ userId: user.id }, 'user signed up');
  return { ok: true };
}
