import 'server-only';
import { eq } from 'drizzle-orm';
import type { Profile } from '@/contracts/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { deleteObject } from '../integrations/storage';
import { findUserById } from '../auth/find-user';
import { toProfile } from './get-profile';

export async function deleteProfilePicture(db: Db, userId: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NotFound');
  await deleteObject(user.username);
  const [updated] = await db
    .update(users)
    .set({ pictureUpdatedAt: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return toProfile(updated!);
}
