import 'server-only';
import { eq } from 'drizzle-orm';
import type { Profile } from '@/contracts/user';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { moveObject } from '../integrations/storage';
import { findUserById } from '../auth/find-user';
import { toProfile } from './get-profile';

/** Renames the user; the profile picture, keyed by username, moves along. UsernameTaken when in use. */
export async function updateProfile(db: Db, userId: string, username: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NotFound');
  if (user.username === username) return toProfile(user);
  try {
    const [updated] = await db
      .update(users)
      .set({ username, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (user.pictureUpdatedAt) await moveObject(user.username, username);
    return toProfile(updated!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('UsernameTaken');
    throw error;
  }
}
