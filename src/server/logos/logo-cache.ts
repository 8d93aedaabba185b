import 'server-only';
import { LRUCache } from 'lru-cache';
import type { LogoImageParams } from '@/contracts/logos';
import { pickFormat, type TransformedLogo } from './transform-logo';

export interface LogoRequest {
  readonly kind: string;
  readonly name: string;
  readonly params: LogoImageParams;
  readonly accept: string;
}

/** What making a logo can answer: the picture, no such logo, or the client's wait before it may ask again. */
export type LogoOutcome = TransformedLogo | null | { readonly retryAfter: number };

// Every logo made, resized or not, is kept (up to 32 MB per process): the same request is made once.
const made = new LRUCache<string, TransformedLogo | 'missing'>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (value) => (value === 'missing' ? 64 : value.body.byteLength + 64),
});

/** The key of a request: the format `auto=format` resolves to, rather than the whole Accept header. */
function keyOf({ kind, name, params, accept }: LogoRequest): string {
  const format = params.auto === 'format' ? pickFormat(accept) : 'png';
  return JSON.stringify([kind, name, params.w ?? null, params.q ?? null, format]);
}

/** The logo from the cache, else made by `make` (which may refuse, for a client over its budget) and kept. */
export async function cachedLogo(
  request: LogoRequest,
  make: (request: LogoRequest) => Promise<LogoOutcome>,
): Promise<LogoOutcome> {
  const key = keyOf(request);
  const hit = made.get(key);
  if (hit) return hit === 'missing' ? null : hit;
  const outcome = await make(request);
  if (outcome === null) made.set(key, 'missing');
  else if (!('retryAfter' in outcome)) made.set(key, outcome);
  return outcome;
}
