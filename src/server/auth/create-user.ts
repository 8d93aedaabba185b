import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { notificationSettings, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { UserRow } from './find-user';

const MAX_USERNAME = 24;

/** A readable username from the e-mail's local part: lower case letters, digits and dashes. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_USERNAME);
  return cleaned || 'user';
}

export interface CreateUserOptions {
  readonly email: string;
  readonly passwordHash: string | null;
  readonly emailVerifiedAt: Date | null;
  readonly image?: string | null;
}

/**
 * Creates a user with a unique username (a random suffix when the plain one is taken) and default notification
 * settings. UsernameExistsException when the e-mail, case aside, already has an account.
 */
export async function createUser(db: Executor, options: CreateUserOptions): Promise<UserRow> {
  const base = usernameFromEmail(options.email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username =
      attempt === 0 ? base : `${base.slice(0, MAX_USERNAME - 5)}-${randomBytes(2).toString('hex')}`;
    try {
      // A savepoint, so that a clash on the username leaves the caller's transaction usable for the next try.
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: options.email.trim(),
            username,
            passwordHash: options.passwordHash,
            emailVerifiedAt: options.emailVerifiedAt,
            image: options.image ?? null,
          })
          .returning();
        await tx.insert(notificationSettings).values({ userId: user!.id });
        return user!;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
      if (/email/.test(message) || !(await isUsernameTaken(db, username))) {
        throw new AppError('UsernameExistsException', 'e-mail already registered');
      }
    }
  }
  throw new AppError('UnknownException', 'could not find a free username');
}

async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}
