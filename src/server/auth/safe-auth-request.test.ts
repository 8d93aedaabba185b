import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://rampart.test';
let guardAuthRequest: (request: NextRequest, segments: readonly string[]) => Promise<NextRequest>;

beforeAll(async () => {
  vi.stubEnv('NEXTAUTH_URL', ORIGIN);
  ({ guardAuthRequest } = await import('./safe-auth-request'));
});

type Init = { method?: string; body?: string | Uint8Array; headers?: Record<string, string> };
const request = (path: string, init: Init = {}) =>
  new NextRequest(`${ORIGIN}/api/auth/${path}`, init as ConstructorParameters<typeof NextRequest>[1]);
const form = (body: string | Uint8Array, extra: Record<string, string> = {}): Init => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
});
const segmentsOf = (path: string) => path.split('?')[0]!.split('/');
const guard = (path: string, init?: Init) => guardAuthRequest(request(path, init), segmentsOf(path));

describe('guardAuthRequest', () => {
  it.each([
    ['javascript:alert(1)', '/'],
    ['::', '/::'],
    ['http://[::1', '/'],
    ['https://evil.test/x', '/'],
    ['/.//evil.test', '/'],
    [`${ORIGIN}//evil.test`, '/'],
    [`${ORIGIN}/my/watchlists?tab=2`, '/my/watchlists?tab=2'],
  ])('reduces the query callbackUrl %j to %j', async (value, expected) => {
    const safe = await guard(`signin?callbackUrl=${encodeURIComponent(value)}&other=1`);
    expect(safe.nextUrl.searchParams.get('callbackUrl')).toBe(expected);
    expect(safe.nextUrl.searchParams.get('other')).toBe('1');
  });

  it.each([
    ['__Secure-next-auth.callback-url', 'javascript%3Aalert(1)', `${ORIGIN}/`],
    ['next-auth.callback-url', encodeURIComponent('https://evil.test/'), `${ORIGIN}/`],
    ['next-auth.callback-url', encodeURIComponent(`${ORIGIN}/.//evil.test`), `${ORIGIN}/`],
  ])('reduces the cookie %s=%s to a URL of ours', async (name, value, expected) => {
    const safe = await guard('session', { headers: { cookie: `${name}=${value}; other=kept` } });
    expect(safe.cookies.get(name)?.value).toBe(expected);
    expect(safe.cookies.get('other')?.value).toBe('kept');
  });

  it('refuses a query parameter given twice, whichever comes first', async () => {
    for (const query of ['callbackUrl=/&callbackUrl=::', 'callbackUrl=::&callbackUrl=/', 'error=a&error=b']) {
      await expect(guard(`session?${query}`)).rejects.toMatchObject({ code: 'ValidationError' });
    }
  });

  it('keeps a form post, with its callbackUrl reduced, and refuses what is no form', async () => {
    const safe = await guard('signout', form('csrfToken=abc&callbackUrl=javascript%3Ax&json=true'));
    expect(safe.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(await safe.text()))).toEqual({
      csrfToken: 'abc',
      callbackUrl: '/',
      json: 'true',
    });
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      await expect(
        guard('callback/credentials', { method: 'POST', body: '{}', headers: { 'content-type': type } }),
      ).rejects.toMatchObject({ code: 'UnsupportedMediaType' });
    }
    for (const body of ['email=%E0%A4%A', 'a=1&a=2', 'a=%00', new Uint8Array([0x61, 0x3d, 0xff])]) {
      await expect(guard('callback/credentials', form(body))).rejects.toMatchObject({
        code: 'ValidationError',
      });
    }
  });

  it.each([
    ['GET', 'callback/credentials'],
    ['GET', 'signin/credentials'],
    ['POST', 'session'],
    ['POST', 'csrf'],
    ['POST', 'providers'],
    ['POST', 'signin'],
    ['POST', 'error'],
  ])('answers %s %s with 405', async (method, path) => {
    const init = method === 'POST' ? form('csrfToken=abc') : {};
    await expect(guard(path, init)).rejects.toMatchObject({ code: 'MethodNotAllowed' });
  });

  it.each(['verify-request', 'unknown', 'callback/cognito/extra'])('answers /%s with 404', async (path) => {
    await expect(guard(path)).rejects.toMatchObject({ code: 'NotFound' });
  });

  it.each(['session', 'csrf', 'providers', 'signin', 'signout', 'error', 'callback/cognito?code=x&state=y'])(
    'lets GET %s through',
    async (path) => {
      await expect(guard(path)).resolves.toBeInstanceOf(NextRequest);
    },
  );
});
