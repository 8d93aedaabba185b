import 'server-only';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@/config/constants';
import type { Profile } from '@/contracts/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { putObject } from '../integrations/storage';
import { findUserById } from '../auth/find-user';
import { toProfile } from './get-profile';

// Far below sharp's default of 268 million pixels: a small file that decodes to a huge image is refused.
const MAX_INPUT_PIXELS = 25_000_000;

type PictureFormat = 'png' | 'jpeg' | 'webp';

/** The format the first bytes prove, whatever the name or declared type say. */
export function sniffImageFormat(bytes: Uint8Array): PictureFormat | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  return riff && webp ? 'webp' : null;
}

/**
 * Stores a new profile picture: PNG, JPEG or WebP of at most 2 MB, decoded by the format its bytes prove,
 * re-encoded to a 256 px WebP without metadata, and stored under the session user's username only.
 */
export async function uploadProfilePicture(db: Db, userId: string, file: File): Promise<Profile> {
  if (file.size > AVATAR_MAX_BYTES) throw new AppError('FileTooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('UnsupportedImageType');
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new Error(`declared ${format}, decoded ${metadata.format}`);
    encoded = await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('InvalidImage');
  }
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NotFound');
  await putObject(user.username, encoded);
  const [updated] = await db
    .update(users)
    .set({ pictureUpdatedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return toProfile(updated!);
}
