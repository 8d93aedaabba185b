// HDR: every kind of response carries the security headers; personal data is never cached; errors tell
// nothing about the machinery behind them.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, type Reply } from './support/client';
import { signedInUser, type TestUser } from './support/users';

function expectSecurityHeaders(reply: Reply, what: string) {
  const h = reply.headers;
  expect(String(h['strict-transport-security']), what).toMatch(/max-age=\d{7,}/);
  const csp = String(h['content-security-policy']);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], what).toContain(
    h['referrer-policy'],
  );
  expect(h['x-powered-by'], what).toBeUndefined();
}

// A stack frame, a file path of the machine, SQL, the database, a framework or runtime version.
const LEAKS =
  /\bat [\w.<>]+ \(\/|node_modules\/|\/work\/|\/home\/|\/tmp\/|\bSELECT\b[^"<]{0,80}\bFROM\b|\bINSERT INTO\b|postgres(?:ql)?:\/\/|PGlite|drizzle-orm|"stack":|Next\.js v?\d|next@\d|Node\.js v?\d/;

describe('response headers', () => {
  let user: TestUser;
  let avatar: string;

  beforeAll(async () => {
    user = await signedInUser();
    const { username } = (await user.client.get('/api/user/profile')).json as { username: string };
    avatar = `/avatars/${username}`;
  });

  it('HDR-1 HTML, API and image responses carry HSTS, a strict CSP, nosniff, a strict Referrer-Policy and no X-Powered-By', async () => {
    const client = new Client();
    const paths = [
      '/',
      '/projects/bitcoin',
      '/company/about',
      '/does-not-exist',
      '/api/search-project?keyword=bit',
      '/api/health',
      '/api/watchlist',
      '/api/does-not-exist',
      '/logos/coins/btc.png?w=64',
      '/_next/image?url=%2Flogos%2Fcoins%2Fbtc.png&w=64&q=75',
      '/_next/image?url=http%3A%2F%2F127.0.0.1%2Fx.png&w=64&q=75',
      avatar,
    ];
    for (const path of paths) expectSecurityHeaders(await client.get(path), path);
    expectSecurityHeaders(await user.client.get('/my/settings'), '/my/settings');
    expectSecurityHeaders(await user.client.post('/api/watchlist/create', { name: 'Headers' }), 'POST');
  });

  it('HDR-2 personal data is sent with Cache-Control: no-store', async () => {
    for (const path of [
      '/api/user/profile',
      '/api/user/wallets',
      '/api/user/survey',
      '/api/watchlist',
      '/api/auth/session',
      '/my/settings',
      '/my/watchlists',
    ]) {
      const reply = await user.client.get(path);
      expect(reply.status, path).toBe(200);
      expect(String(reply.headers['cache-control']), path).toContain('no-store');
    }
    expect(
      String((await user.client.post('/api/sso-settings', { id: null })).headers['cache-control']),
    ).toContain('no-store');
  });

  it('HDR-3 errors carry no stack, SQL, path or version', async () => {
    const client = user.client;
    const replies = [
      await client.get('/does-not-exist'),
      await client.get('/api/does-not-exist'),
      await client.get('/projects/%E0%A4%A'),
      await client.get('/projects/no-such-project'),
      await client.post('/api/watchlist/create', '{"name": ', {
        headers: { 'content-type': 'application/json' },
      }),
      await client.post('/api/watchlist/update', { id: "' OR 1=1 --", name: 'x' }),
      await client.post('/api/projects-list', { sort: { field: 'rank; DROP TABLE users', order: 'asc' } }),
      await client.get('/api/search-project?page=-1'),
      await client.call('DELETE', '/api/watchlist'),
      await client.call('PUT', '/api/auth/signup', { body: {} }),
      await client.get('/_next/image?url=%2Fnope.png&w=64&q=75'),
      await client.get('/logos/coins/..%2F..%2Fpackage.json'),
    ];
    for (const reply of replies) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      const leak = LEAKS.exec(reply.text)?.[0];
      expect(leak, `${reply.status} ${reply.text.slice(0, 120)}`).toBeUndefined();
      expect(reply.headers.server ?? '').not.toMatch(/\d/);
    }
  });
});
