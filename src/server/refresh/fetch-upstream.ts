import 'server-only';
import { UpstreamFetchError } from './upstream-error';

export interface FetchLimits {
  /** The whole exchange, body included, is given up after this long. */
  readonly timeoutMs: number;
  /** A larger answer is refused (the largest README is a few hundred KB; a page of coins about 200 KB). */
  readonly maxBytes: number;
}

// The answers the refresh expects are far below this, and its daily run has time to wait for a slow host.
export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 30_000, maxBytes: 5 * 1024 * 1024 };
// GitHub moves a renamed repository's raw files with a redirect on the same host; more hops mean a loop.
const MAX_REDIRECTS = 3;

// A connection dropped by the peer (a reused keep-alive socket the host had just closed, a proxy restarting) is
// worth one more try: the request is a GET, and a daily job should not lose a day to one reset.
const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const ATTEMPTS = 2;

/** GETs a public source's answer as text, once more after a dropped connection (see `fetchOnce`). */
export async function fetchUpstream(
  url: string,
  options: { accept: string; limits?: FetchLimits },
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetchOnce(url, options);
    } catch (error) {
      const isTransient = error instanceof UpstreamFetchError && error.isTransient;
      if (!isTransient || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * GETs a public source's answer as text. Follows redirects only on the same origin (a source must not send the
 * refresh elsewhere), refuses any status but 2xx, and stops at the time-out and the size cap. Throws an
 * UpstreamFetchError whose message is safe to log: the status, never the body.
 */
async function fetchOnce(
  url: string,
  { accept, limits = DEFAULT_FETCH_LIMITS }: { accept: string; limits?: FetchLimits },
): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = new URL(url);
  try {
    for (let hops = 0; ; hops += 1) {
      const response = await fetch(current, {
        headers: { accept, 'user-agent': 'Rampart data refresh' },
        redirect: 'manual',
        signal,
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, current) : null;
        if (!next || next.origin !== current.origin) {
          throw new UpstreamFetchError(`redirected away from ${current.origin}`);
        }
        if (hops >= MAX_REDIRECTS) throw new UpstreamFetchError('too many redirects');
        current = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamFetchError(`HTTP ${response.status}`);
      }
      return await readCapped(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof UpstreamFetchError) throw error;
    if (signal.aborted) throw new UpstreamFetchError(`no answer within ${limits.timeoutMs} ms`);
    // fetch says only "fetch failed": the network's own code (ENOTFOUND, ECONNREFUSED...) is in its cause.
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? cause.code : (error as Error).message;
    throw new UpstreamFetchError(`unreachable (${code})`, TRANSIENT_CODES.has(code));
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new UpstreamFetchError(`answer larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new UpstreamFetchError(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
