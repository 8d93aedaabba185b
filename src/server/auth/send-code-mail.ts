import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { RESEND_COOLDOWN_SECONDS } from '@/config/constants';
import type { Db, Executor } from '../db/client';
import { users } from '../db/schema';
import { consumeRateLimit } from '../http/rate-limit';
import { configuredSiteOrigin } from '../http/site-origin';
import { sendMail } from '../integrations/mail';
import { resetCodeMail, verificationMail } from '../integrations/mail-templates';
import { queueJob } from '../jobs/job-queue';
import { JOB_QUEUES } from '../jobs/queues';
import { findUserByEmail } from './find-user';
import { codeIssuedAt, issueCode, withdrawCode, type CodePurpose } from './one-time-codes';

// Codes per account and hour, beside the per-address limit of the endpoints: the cool-down alone would still let
// one address mail an inbox sixty times an hour.
const CODES_PER_ACCOUNT = {
  'verify-email': { name: 'resend-codes-account', points: 5, windowSeconds: 3600 },
  'reset-password': { name: 'reset-codes-account', points: 5, windowSeconds: 3600 },
} as const;

/** What a code mail job is asked: the code of a new account, or one asked for an address. */
export const codeMailJobData = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('sign-up'), userId: z.string(), requestedAt: z.iso.datetime() }),
  z.object({ reason: z.literal('resend-confirmation'), email: z.string(), requestedAt: z.iso.datetime() }),
  z.object({ reason: z.literal('forgot-password'), email: z.string(), requestedAt: z.iso.datetime() }),
]);
export type CodeMailJobData = z.infer<typeof codeMailJobData>;

/** Queues a code mail job on `db` (a transaction commits it with the rest). */
export async function queueCodeMail(db: Executor, data: CodeMailJobData): Promise<void> {
  await queueJob(JOB_QUEUES.sendCodeMail, data, { db });
}

const PURPOSE: Record<CodeMailJobData['reason'], CodePurpose> = {
  'sign-up': 'verify-email',
  'resend-confirmation': 'verify-email',
  'forgot-password': 'reset-password',
};

async function recipientOf(db: Db, data: CodeMailJobData) {
  if (data.reason === 'sign-up') {
    const [user] = await db.select().from(users).where(eq(users.id, data.userId));
    return user ?? null;
  }
  return findUserByEmail(db, data.email);
}

/**
 * The code mail job, run after the request that asked for it has answered: finds the account, issues a new code
 * (it replaces the previous one) and mails it. An unknown address, an account verified already (for a
 * verification code), a code asked again within RESEND_COOLDOWN_SECONDS of the last one or more than 5 times an
 * hour for one account: nothing is sent, and the request answered the same either way. Times are the request's,
 * not the job's, so that a queue that is late changes nothing. The limits are checked on the first attempt only;
 * a code that could not be mailed is withdrawn, so it neither counts for the cool-down nor stays usable, and the
 * queue tries again with a new one, unless a later request's code went out meanwhile.
 */
export async function runCodeMailJob(
  db: Db,
  data: CodeMailJobData,
  { isFirstAttempt }: { isFirstAttempt: boolean },
): Promise<'sent' | 'skipped'> {
  const purpose = PURPOSE[data.reason];
  const requestedAt = new Date(data.requestedAt);
  const user = await recipientOf(db, data);
  if (!user || (purpose === 'verify-email' && user.emailVerifiedAt)) return 'skipped';
  const issued = await codeIssuedAt(db, user.id, purpose);
  if (issued !== null && issued.getTime() > requestedAt.getTime()) return 'skipped';
  if (isFirstAttempt && data.reason !== 'sign-up') {
    const isCoolingDown =
      issued !== null && requestedAt.getTime() - issued.getTime() < RESEND_COOLDOWN_SECONDS * 1000;
    if (isCoolingDown || (await consumeRateLimit(CODES_PER_ACCOUNT[purpose], user.id)) !== null) {
      return 'skipped';
    }
  }
  const code = await issueCode(db, user.id, purpose, requestedAt);
  const mail =
    purpose === 'verify-email'
      ? verificationMail(user.email, code, `${configuredSiteOrigin()}/auth/verify-email`)
      : resetCodeMail(user.email, code);
  try {
    await sendMail(mail);
  } catch (error) {
    await withdrawCode(db, user.id, purpose, code);
    throw error;
  }
  return 'sent';
}
