import 'server-only';
import { createHmac } from 'node:crypto';

/**
 * The `X-Rampart-Signature` value of a delivery: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>` keyed
 * with the endpoint's secret as shown to the user (its UTF-8 text). The timestamp (`X-Rampart-Timestamp`, Unix
 * seconds) is signed with the body so that a receiver can refuse an old delivery replayed by someone who saw it.
 */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
