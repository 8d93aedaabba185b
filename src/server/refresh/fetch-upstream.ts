import 'server-only';
import { env } from '@/config/env';
import {
  OutboundRefused,
  outboundRequest,
  type OutboundOptions,
  type OutboundResponse,
} from '../net/safe-fetch';
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
 * GETs a public source's answer as text, through the server's outbound client (src/server/net/safe-fetch.ts:
 * public addresses only, checked on the connected socket; the time-out covers the whole exchange, redirects
 * included). Follows redirects only on the same origin (a source must not send the refresh elsewhere), refuses any
 * status but 2xx, and stops at the size cap. Throws an UpstreamFetchError whose message is safe to log: the
 * status, never the body.
 */
async function fetchOnce(
  url: string,
  { accept, limits = DEFAULT_FETCH_LIMITS }: { accept: string; limits?: FetchLimits },
): Promise<string> {
  const deadline = Date.now() + limits.timeoutMs;
  // The test configuration's fakes listen on loopback; a deployment's sources are public hosts.
  const policy = { allowLoopback: env().OUTBOUND_ALLOW_LOOPBACK === 'on' };
  let current = new URL(url);
  for (let hops = 0; ; hops += 1) {
    const response = await answerOf(
      current,
      {
        ...policy,
        headers: { accept, 'user-agent': 'Rampart data refresh' },
        deadlineMs: Math.max(1, deadline - Date.now()),
        maxBytes: limits.maxBytes,
      },
      limits,
    );
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.location;
      const next = typeof location === 'string' ? new URL(location, current) : null;
      if (!next || next.origin !== current.origin) {
        throw new UpstreamFetchError(`redirected away from ${current.origin}`);
      }
      if (hops >= MAX_REDIRECTS) throw new UpstreamFetchError('too many redirects');
      current = next;
      continue;
    }
    if (response.status < 200 || response.status >= 300)
      throw new UpstreamFetchError(`HTTP ${response.status}`);
    return new TextDecoder('utf-8').decode(response.body);
  }
}

/** One request; the outbound client's refusals in the words of the refresh report. */
async function answerOf(url: URL, options: OutboundOptions, limits: FetchLimits): Promise<OutboundResponse> {
  try {
    return await outboundRequest(url, options);
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    if (error.reason === 'deadline') throw new UpstreamFetchError(`no answer within ${limits.timeoutMs} ms`);
    if (error.reason === 'size') throw new UpstreamFetchError(`answer larger than ${limits.maxBytes} bytes`);
    if (error.reason === 'network') {
      const code = error.code ?? 'network';
      throw new UpstreamFetchError(`unreachable (${code})`, TRANSIENT_CODES.has(code));
    }
    throw new UpstreamFetchError(`refused (${error.reason})`);
  }
}
