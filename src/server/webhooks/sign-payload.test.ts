import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPayload } from './sign-payload';

describe('signPayload', () => {
  it('is sha256= and the hex HMAC-SHA256 of "<timestamp>.<body>" under the secret as text', () => {
    const body = '{"id":"alert:1"}';
    const expected = createHmac('sha256', 'whsec_abc').update(`1700000000.${body}`).digest('hex');
    expect(signPayload('whsec_abc', 1_700_000_000, body)).toBe(`sha256=${expected}`);
  });

  it('changes with the body, the timestamp and the secret', () => {
    const base = signPayload('s', 1, 'a');
    expect(signPayload('s', 1, 'b')).not.toBe(base);
    expect(signPayload('s', 2, 'a')).not.toBe(base);
    expect(signPayload('t', 1, 'a')).not.toBe(base);
    expect(base).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});
