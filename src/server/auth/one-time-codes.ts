import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MS, VERIFY_CODE_TTL_MS } from '@/config/constants';
import type { Executor } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { AppError } from '../errors/app-error';
import { authSecret } from './auth-secret';

export type CodePurpose = 'verify-email' | 'reset-password';

const TTL_MS: Record<CodePurpose, number> = {
  'verify-email': VERIFY_CODE_TTL_MS,
  'reset-password': RESET_CODE_TTL_MS,
};

// Keyed by the server secret: a leaked table does not give the codes away to a brute force of 10^6 values.
function hashCode(userId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', authSecret()).update(`${userId}:${purpose}:${code}`).digest('hex');
}

/** A new 6-digit code for the user and purpose; it replaces any earlier one. Returns the code to mail. */
export async function issueCode(db: Executor, userId: string, purpose: CodePurpose, now = new Date()) {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const values = {
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    failedAttempts: 0,
    expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
    createdAt: now,
  };
  await db
    .insert(oneTimeCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: {
        codeHash: values.codeHash,
        failedAttempts: 0,
        expiresAt: values.expiresAt,
        createdAt: now,
        usedAt: null,
      },
    });
  return code;
}

/**
 * Takes back a code whose mail could not be sent: nobody can know it, and the resend cool-down, which counts
 * from the last code issued, must not hold back the first code that actually reaches the user.
 */
export async function withdrawCode(db: Executor, userId: string, purpose: CodePurpose, code: string) {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, hashCode(userId, purpose, code)),
      ),
    );
}

/** When the user's live code of this purpose was issued, if there is one. */
export async function codeIssuedAt(db: Executor, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    );
  return row?.createdAt ?? null;
}

/**
 * Spends the user's code if `code` is right. A wrong code counts a failed attempt; the fifth spends the code,
 * so that the sixth try fails even with the right code. Throws CodeMismatchException or ExpiredCodeException.
 * `keep` marks the spent code used instead of deleting it (see `isSpentCode`).
 */
export async function consumeCode(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
  { keep = false }: { keep?: boolean } = {},
): Promise<void> {
  const where = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(where, isNull(oneTimeCodes.usedAt)))
    .for('update');
  if (!row || row.failedAttempts >= CODE_MAX_ATTEMPTS) throw new AppError('CodeMismatchException');
  if (!(await checkAttempt(db, row.codeHash, userId, purpose, code))) {
    throw new AppError('CodeMismatchException');
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('ExpiredCodeException');
  if (keep) await db.update(oneTimeCodes).set({ usedAt: now }).where(where);
  else await db.delete(oneTimeCodes).where(where);
}

/**
 * True when `code` is the user's code of this purpose that was spent already: its holder may be told so. A wrong
 * guess counts a failed attempt like a live code's, and after 5 the spent code answers false even when right.
 */
export async function isSpentCode(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNotNull(oneTimeCodes.usedAt)),
    );
  if (!row || row.failedAttempts >= CODE_MAX_ATTEMPTS) return false;
  return checkAttempt(db, row.codeHash, userId, purpose, code);
}

/** Compares in constant time; a mismatch counts a failed attempt against the stored code. */
async function checkAttempt(
  db: Executor,
  codeHash: string,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const expected = Buffer.from(codeHash, 'hex');
  const given = Buffer.from(hashCode(userId, purpose, code), 'hex');
  if (timingSafeEqual(expected, given)) return true;
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  return false;
}
