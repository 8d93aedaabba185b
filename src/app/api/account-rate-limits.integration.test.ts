import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { uniqueClientAddress } from '@/testing/client-address';
import { routeRequest, type RouteHandler } from '@/testing/call-route';
import { makeUser } from '@/testing/factories';
import { POST as forgotPassword } from './auth/forgot-password/route';
import { POST as resendConfirmation } from './auth/resend-confirmation/route';
import { POST as resetPassword } from './auth/reset-forgotten-password/route';
import { POST as signUp } from './auth/signup/route';
import { POST as verifyEmail } from './auth/verify-email/route';
import { POST as unsubscribe } from './sso-settings/unsubscribe/route';
import { POST as uploadPicture } from './user/profile/upload/route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();
let cookie = '';

beforeAll(async () => {
  cookie = (await makeUser(database.handle.db, { email: `limits-${Date.now()}@example.com` })).cookie;
});

// Each accounts endpoint with its budget per client address: the spec's and the product's limits on guessing
// codes, mailing inboxes and filling storage. Input is checked after the budget is spent, so empty bodies count.
const LIMITED: [string, number, RouteHandler, 'json' | 'multipart'][] = [
  ['/api/auth/signup', 30, signUp, 'json'],
  ['/api/auth/verify-email', 30, verifyEmail, 'json'],
  ['/api/auth/resend-confirmation', 20, resendConfirmation, 'json'],
  ['/api/auth/forgot-password', 10, forgotPassword, 'json'],
  ['/api/auth/reset-forgotten-password', 20, resetPassword, 'json'],
  ['/api/sso-settings/unsubscribe', 30, unsubscribe, 'json'],
  ['/api/user/profile/upload', 20, uploadPicture, 'multipart'],
];

const requestFrom = (path: string, address: string, body: 'json' | 'multipart') =>
  routeRequest(path, {
    cookie,
    address,
    body: body === 'json' ? '{}' : '--x--\r\n',
    headers: { 'content-type': body === 'json' ? 'application/json' : 'multipart/form-data; boundary=x' },
  });

describe(`per-address limits of the accounts endpoints on ${testDriver()}`, () => {
  it.each(LIMITED)(
    '%s answers 429 with Retry-After past %d requests from one address, and not to another',
    async (path, points, handler, body) => {
      const address = uniqueClientAddress();
      for (let n = 0; n < points; n += 1) {
        expect((await handler(requestFrom(path, address, body))).status).not.toBe(429);
      }
      const refused = await handler(requestFrom(path, address, body));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'TooManyRequests' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await handler(requestFrom(path, uniqueClientAddress(), body))).status).not.toBe(429);
    },
  );
});
