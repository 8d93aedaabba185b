import 'server-only';
import type { Profile } from '@/contracts/user';
import type { Executor } from '../db/client';
import { findUserById, type UserRow } from '../auth/find-user';
import { AppError } from '../errors/app-error';

export function toProfile(user: UserRow): Profile {
  return {
    username: user.username,
    email: user.email,
    image: user.image,
    pictureUrl: user.pictureUpdatedAt ? `/avatars/${user.username}` : null,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function getProfile(db: Executor, userId: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NotFound');
  return toProfile(user);
}
