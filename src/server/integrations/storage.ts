import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/config/env';

// The profile-picture bucket: a folder under DATA_DIR, one object per username.
const BUCKET = 'avatars';

function objectPath(key: string): string {
  // Keys are usernames (lower-case letters, digits, dashes): nothing can climb out of the bucket.
  if (!/^[a-z0-9-]+$/.test(key)) throw new Error('invalid object key');
  return path.join(env().DATA_DIR, BUCKET, `${key}.webp`);
}

export async function putObject(key: string, body: Buffer): Promise<void> {
  const file = objectPath(key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written aside then renamed: a reader never sees half a picture.
  await fs.writeFile(`${file}.tmp`, body);
  await fs.rename(`${file}.tmp`, file);
}

export async function getObject(key: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(objectPath(key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await fs.rm(objectPath(key), { force: true });
}

export async function moveObject(from: string, to: string): Promise<void> {
  await fs.rename(objectPath(from), objectPath(to)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
