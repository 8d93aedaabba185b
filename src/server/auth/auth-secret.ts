import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/config/env';
import { log } from '../log';

const SECRET_FILE = 'nextauth-secret';
let cached: string | undefined;

/**
 * The key that signs session tokens and keys the code hashes: NEXTAUTH_SECRET, or a random secret generated
 * once into DATA_DIR so that a bare `npm start` works and sessions survive a restart. Instances that do not
 * share DATA_DIR must share NEXTAUTH_SECRET instead.
 */
export function authSecret(): string {
  if (cached) return cached;
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return (cached = configured);
  const dir = env().DATA_DIR;
  const file = path.join(dir, SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true });
  try {
    // 'wx' fails when another instance wrote it first; that one's secret wins.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    if (env().NODE_ENV === 'production') log.warn('NEXTAUTH_SECRET is not set: generated one under DATA_DIR');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (cached = fs.readFileSync(file, 'utf8').trim());
}
