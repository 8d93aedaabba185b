import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_MS } from '@/config/constants';
import { checkWebhookTarget, type AddressPolicy, type Resolver, systemResolver } from './address-policy';
import { signPayload } from './sign-payload';

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
  readonly resolve?: Resolver;
}

/**
 * One attempt: checks the target again (its DNS may have changed since it was added), then POSTs to the address
 * that passed the check, so that a second lookup cannot swap in a private one (DNS rebinding). TLS still checks
 * the certificate against the URL's host name. Redirects are not followed (a 3xx is a failure), the answer is
 * read no further than a few KB, and the whole attempt gives up after WEBHOOK_TIMEOUT_MS.
 */
export async function postWebhook(options: PostOptions): Promise<PostResult> {
  const target = await checkWebhookTarget(options.url, options, options.resolve ?? systemResolver);
  if (!target.ok) return { ok: false, httpStatus: null, error: `refused: ${target.reason}` };
  const timestamp = Math.floor(options.now.getTime() / 1000);
  const pinned = target.address;
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let isSettled = false;
    const settle = (result: PostResult) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'Rampart-Webhooks/1',
          'x-rampart-delivery': String(options.deliveryId),
          'x-rampart-timestamp': String(timestamp),
          'x-rampart-signature': signPayload(options.secret, timestamp, options.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        const finish = () =>
          settle({
            ok: status >= 200 && status < 300,
            httpStatus: status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          });
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > WEBHOOK_RESPONSE_MAX_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(
      () => settle({ ok: false, httpStatus: null, error: 'timed out' }),
      WEBHOOK_TIMEOUT_MS,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({ ok: false, httpStatus: null, error: error.code ?? 'connection failed' }),
    );
    request.end(options.body);
  });
}
