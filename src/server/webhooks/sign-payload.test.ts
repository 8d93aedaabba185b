import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from './sign-payload';

const SECRET = `whsec_${'5a'.repeat(32)}`;
const BODY = '{"id":"alert:1"}';

describe('signedHeaders', () => {
  it('signs a delivery so that the standardwebhooks library verifies it with the endpoint secret', () => {
    const now = new Date();
    const headers = signedHeaders(SECRET, 7, now, BODY);
    expect(headers['webhook-id']).toBe('delivery_7');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual({ id: 'alert:1' });
  });

  it('is refused for another body, another secret, or a timestamp outside five minutes', () => {
    const now = new Date();
    const headers = signedHeaders(SECRET, 7, now, BODY);
    expect(() => new Webhook(SECRET).verify(`${BODY} `, headers)).toThrow();
    expect(() => new Webhook(`whsec_${'00'.repeat(32)}`).verify(BODY, headers)).toThrow();
    const old = signedHeaders(SECRET, 7, new Date(now.getTime() - 3_600_000), BODY);
    expect(() => new Webhook(SECRET).verify(BODY, old)).toThrow();
  });
});
