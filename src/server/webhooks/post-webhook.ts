import 'server-only';
import { WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_MS } from '@/config/constants';
import type { AddressPolicy } from '../net/address-policy';
import { OutboundRefused, outboundRequest, type Resolver } from '../net/safe-fetch';
import { signedHeaders } from './sign-payload';

export interface PostResult {
  readonly ok: boolean;
  /** The receiver's HTTP status; null when no answer came (refused address, connection error, time-out). */
  readonly httpStatus: number | null;
  /** Why it failed, for the delivery log: never the receiver's body. */
  readonly error: string | null;
}

export interface PostOptions extends AddressPolicy {
  readonly url: string;
  readonly secret: string;
  readonly body: string;
  readonly deliveryId: number;
  readonly now: Date;
  readonly resolver?: Resolver;
}

// The words of the delivery log (Account Settings shows them) for each refusal of the outbound client.
const REFUSED_WORDS: Partial<Record<OutboundRefused['reason'], string>> = {
  scheme: 'refused: not-https',
  credentials: 'refused: credentials',
  unresolved: 'refused: unresolvable',
  address: 'refused: refused-address',
  deadline: 'timed out',
};

/**
 * One attempt, through the server's outbound client (src/server/net/safe-fetch.ts): the target's addresses are
 * checked again (its DNS may have changed since it was added) and so is the connected socket; a redirect is a
 * failure; the answer's body is not read; the whole attempt gives up after WEBHOOK_TIMEOUT_MS. Signed in the
 * Standard Webhooks scheme.
 */
export async function postWebhook(options: PostOptions): Promise<PostResult> {
  try {
    const answer = await outboundRequest(options.url, {
      allowLoopback: options.allowLoopback,
      resolver: options.resolver,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Rampart-Webhooks/1',
        ...signedHeaders(options.secret, options.deliveryId, options.now, options.body),
      },
      body: options.body,
      deadlineMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: WEBHOOK_RESPONSE_MAX_BYTES,
      // The status is the receiver's whole answer: its body may be anything, and is never kept.
      isBodyIgnored: true,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, httpStatus: answer.status, error: ok ? null : `HTTP ${answer.status}` };
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    return {
      ok: false,
      httpStatus: null,
      error: REFUSED_WORDS[error.reason] ?? error.code ?? 'connection failed',
    };
  }
}
