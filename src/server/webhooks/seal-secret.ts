import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '../auth/auth-secret';

// The signing secrets must be readable by the server (it signs every delivery with them), so they are encrypted
// rather than hashed: a copy of the database alone does not give them away. The key is derived from the app
// secret (NEXTAUTH_SECRET), which every instance shares; changing that secret makes existing endpoints unusable.
const INFO = 'rampart webhook secrets v1';

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret(), Buffer.alloc(0), INFO, 32));
}

/** A fresh endpoint secret: 32 random bytes, written as `whsec_` and 64 hex digits. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/** AES-256-GCM under the derived key: `iv.tag.ciphertext`, each base64url. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret back; throws when the value was not sealed under this app secret. */
export function unsealSecret(sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
