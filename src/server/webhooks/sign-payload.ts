import 'server-only';
import { Webhook } from 'standardwebhooks';

/**
 * The headers that sign a delivery in the Standard Webhooks scheme (standardwebhooks.com), so that a receiver
 * verifies it with the `standardwebhooks` library of its own language: `webhook-id` (the delivery, the same on
 * every retry, so a receiver can drop a repeat), `webhook-timestamp` (Unix seconds of this attempt, so an old
 * delivery replayed by someone who saw it is refused) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256
 * of `<id>.<timestamp>.<body>`, keyed with the endpoint's `whsec_` secret as the scheme decodes it).
 */
export function signedHeaders(
  secret: string,
  deliveryId: number,
  at: Date,
  body: string,
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } {
  const id = `delivery_${deliveryId}`;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
