import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://rampart.test';
let withSafeCallbackUrl: (request: NextRequest) => Promise<NextRequest>;

beforeAll(async () => {
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  ({ withSafeCallbackUrl } = await import('./safe-auth-request'));
});

type Init = { method?: string; body?: string; headers?: Record<string, string> };
const request = (query: string, cookie?: string, init: Init = {}) =>
  new NextRequest(`${ORIGIN}/api/auth/signin${query}`, {
    ...init,
    headers: { ...(cookie ? { cookie } : {}), ...init.headers },
  });

describe('withSafeCallbackUrl', () => {
  it.each([
    ['javascript:alert(1)', '/'],
    ['::', '/::'],
    ['http://[::1', '/'],
    ['https://evil.test/x', '/'],
    ['/.//evil.test', '/'],
    [`${ORIGIN}//evil.test`, '/'],
    [`${ORIGIN}/my/watchlists?tab=2`, '/my/watchlists?tab=2'],
  ])('reduces the query callbackUrl %j to %j', async (value, expected) => {
    const safe = await withSafeCallbackUrl(request(`?callbackUrl=${encodeURIComponent(value)}&other=1`));
    expect(safe.nextUrl.searchParams.get('callbackUrl')).toBe(expected);
    expect(safe.nextUrl.searchParams.get('other')).toBe('1');
  });

  it.each([
    ['__Secure-next-auth.callback-url', 'javascript%3Aalert(1)', `${ORIGIN}/`],
    ['next-auth.callback-url', encodeURIComponent('https://evil.test/'), `${ORIGIN}/`],
    ['next-auth.callback-url', encodeURIComponent(`${ORIGIN}/.//evil.test`), `${ORIGIN}/`],
  ])('reduces the cookie %s=%s to a URL of ours', async (name, value, expected) => {
    const safe = await withSafeCallbackUrl(request('', `${name}=${value}; other=kept`));
    expect(safe.cookies.get(name)?.value).toBe(expected);
    expect(safe.cookies.get('other')?.value).toBe('kept');
  });

  it('hands a request with nothing to change on as it is', async () => {
    const original = request(
      `?callbackUrl=${encodeURIComponent('/projects/bitcoin')}`,
      `next-auth.callback-url=${encodeURIComponent(`${ORIGIN}/my/settings`)}`,
    );
    expect(await withSafeCallbackUrl(original)).toBe(original);
  });

  it('keeps the method and body of a form post', async () => {
    const safe = await withSafeCallbackUrl(
      request('?callbackUrl=javascript:x', undefined, {
        method: 'POST',
        body: 'csrfToken=abc&callbackUrl=%2F',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(safe.method).toBe('POST');
    expect(await safe.text()).toBe('csrfToken=abc&callbackUrl=%2F');
  });
});

describe('withSafeCallbackUrl with a body', () => {
  it('refuses a body over the 1 MB limit with a 413 error', async () => {
    await expect(
      withSafeCallbackUrl(
        request('?callbackUrl=javascript:x', undefined, {
          method: 'POST',
          body: 'x'.repeat(1024 * 1024 + 1),
        }),
      ),
    ).rejects.toMatchObject({ status: 413, code: 'PayloadTooLarge' });
  });
});
