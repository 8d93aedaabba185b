// HDR: every kind of response carries the security headers; personal data is never cached; errors tell
// nothing about the machinery behind them.
import sharp from 'sharp';
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

/** The browser-side rules that matter on pages only. */
function expectPageHeaders(reply: Reply, what: string) {
  expect(String(reply.headers['content-type']), what).toContain('text/html');
  expect(String(reply.headers['permissions-policy']), what).toContain('camera=()');
  expect(reply.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(reply.headers['x-frame-options'], what).toBe('DENY');
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
    for (const path of ['/', '/projects/bitcoin', '/does-not-exist'])
      expectPageHeaders(await client.get(path), path);
    const settings = await user.client.get('/my/settings');
    expectSecurityHeaders(settings, '/my/settings');
    expectPageHeaders(settings, '/my/settings');
    expectSecurityHeaders(await user.client.post('/api/watchlist/create', { name: 'Headers' }), 'POST');
  });

  it("HDR-4 profile pictures and logos carry a picture's own CSP, not the pages' one", async () => {
    const uploader = await signedInUser();
    const picture = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const boundary = 'hdr4boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const stored = await uploader.client.post('/api/user/profile/upload', body, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(stored.status).toBe(200);
    const { username } = (await uploader.client.get('/api/user/profile')).json as { username: string };
    for (const path of [`/avatars/${username}`, '/logos/coins/btc.png', '/logos/coins/btc.png?w=64']) {
      const reply = await new Client().get(path);
      expect(reply.status, path).toBe(200);
      const csp = String(reply.headers['content-security-policy']);
      expect(csp, path).toMatch(/^default-src 'none'/);
      expect(csp, path).toContain("script-src 'none'");
      expect(csp, path).toContain('sandbox');
      expect(csp, path).not.toContain("'unsafe-inline'");
    }
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
    const requests: [string, () => Promise<Reply>][] = [
      ['unknown page', () => client.get('/does-not-exist')],
      ['unknown endpoint', () => client.get('/api/does-not-exist')],
      ['broken escape in a page path', () => client.get('/projects/%E0%A4%A')],
      ['broken escape in an avatar path', () => client.get('/avatars/%E0%A4%A')],
      ['broken escape in a logo path', () => client.get('/logos/coins/%E0%A4%A.png')],
      ['doubly escaped broken logo name', () => client.get('/logos/coins/%25E0%25A4%25A.png')],
      ['broken escape in an endpoint path', () => client.get('/api/watchlist/%E0%A4%A')],
      ['unknown project', () => client.get('/projects/no-such-project')],
      [
        'malformed JSON',
        () =>
          client.post('/api/watchlist/create', '{"name": ', {
            headers: { 'content-type': 'application/json' },
          }),
      ],
      ['SQL in an id', () => client.post('/api/watchlist/update', { id: "' OR 1=1 --", name: 'x' })],
      [
        'SQL in a sort',
        () => client.post('/api/projects-list', { sort: { field: 'rank; DROP TABLE users', order: 'asc' } }),
      ],
      ['bad query', () => client.get('/api/search-project?page=-1')],
      ['wrong method', () => client.call('DELETE', '/api/watchlist')],
      ['wrong method with a body', () => client.call('PUT', '/api/auth/signup', { body: {} })],
      ['missing image', () => client.get('/_next/image?url=%2Fnope.png&w=64&q=75')],
      ['traversing logo path', () => client.get('/logos/coins/..%2F..%2Fpackage.json')],
    ];
    for (const [label, request] of requests) {
      const reply = await request();
      expect(reply.status, label).toBeGreaterThanOrEqual(400);
      expect(reply.status, label).toBeLessThan(500);
      const leak = LEAKS.exec(reply.text)?.[0];
      expect(leak, `${label}: ${reply.status} ${reply.text.slice(0, 120)}`).toBeUndefined();
      expect(reply.headers.server ?? '', label).not.toMatch(/\d/);
      if (label.startsWith('broken escape')) expectSecurityHeaders(reply, label);
    }
  });
});
