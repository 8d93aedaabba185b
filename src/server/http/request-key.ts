import 'server-only';
import { AppError } from '../errors/app-error';

export const REQUEST_KEY_HEADER = 'idempotency-key';
// Random keys from the client: a UUID or 32 hex digits fit; anything else is refused rather than trusted.
const REQUEST_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The Idempotency-Key of a request, when it sends one; a malformed key answers 400 InvalidIdempotencyKey. */
export function requestKeyOf(headers: Headers): string | undefined {
  const key = headers.get(REQUEST_KEY_HEADER)?.trim();
  if (!key) return undefined;
  if (!REQUEST_KEY.test(key)) throw new AppError('InvalidIdempotencyKey');
  return key;
}
