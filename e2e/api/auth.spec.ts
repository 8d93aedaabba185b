import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';

const PASSWORD = 'rampart2026';

/** Logs in through next-auth's protocol (csrf token, then the credentials callback) as the browser client does. */
async function logIn(api: APIRequestContext, email: string, password: string) {
  const { csrfToken } = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await api.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true', callbackUrl: '/' },
  });
  return { response, body: (await response.json()) as { url: string }, csrfToken };
}

const sessionCookie = async (api: APIRequestContext) =>
  (await api.storageState()).cookies.find((cookie) => cookie.name === 'next-auth.session-token');

test.describe('next-auth under /api/auth', () => {
  test('POST /api/auth/callback/credentials: an unknown e-mail and a wrong password give the same error', async ({
    baseURL,
  }) => {
    const email = newEmail('api-login');
    const api = await newRequest.newContext({ baseURL });
    await createVerifiedUser(api, email, PASSWORD);
    const wrong = await logIn(api, email, 'not the password 1');
    const unknown = await logIn(api, newEmail('nobody'), PASSWORD);
    expect(wrong.response.status()).toBe(401);
    expect(unknown.response.status()).toBe(401);
    expect(new URL(wrong.body.url).searchParams.get('error')).toBe('NotAuthorizedException');
    expect(new URL(unknown.body.url).searchParams.get('error')).toBe('NotAuthorizedException');
    const right = await logIn(api, email, PASSWORD);
    expect(right.response.status()).toBe(200);
    const cookie = await sessionCookie(api);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const session = (await (await api.get('/api/auth/session')).json()) as { user: Record<string, unknown> };
    expect(session.user).toMatchObject({ email });
    expect(Object.keys(session.user).sort()).toEqual(['email', 'hasPicture', 'id', 'image', 'username']);
    await api.dispose();
  });

  test('POST /api/auth/signout: a copied session cookie is refused afterwards', async ({ baseURL }) => {
    const email = newEmail('api-signout');
    const api = await newRequest.newContext({ baseURL });
    await createVerifiedUser(api, email, PASSWORD);
    const { csrfToken } = await logIn(api, email, PASSWORD);
    const copied = await sessionCookie(api);
    expect((await api.get('/api/user/profile')).status()).toBe(200);
    await api.post('/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' } });
    expect((await api.get('/api/user/profile')).status()).toBe(401);

    const thief = await newRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `next-auth.session-token=${copied!.value}` },
    });
    const response = await thief.get('/api/user/profile');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
    expect(await (await thief.get('/api/auth/session')).json()).toEqual({});
    await thief.dispose();
    await api.dispose();
  });

  test('GET /api/auth/providers lists the credentials and the Google (cognito) providers', async ({
    request,
  }) => {
    const providers = (await (await request.get('/api/auth/providers')).json()) as Record<
      string,
      { id: string; callbackUrl: string }
    >;
    expect(providers.credentials?.id).toBe('credentials');
    expect(providers.cognito?.callbackUrl).toMatch(/\/api\/auth\/callback\/cognito$/);
  });

  test("GET /api/auth/error: next-auth's error page, with the status and words of each error", async ({
    request,
  }) => {
    const cases: [string, number, string, string][] = [
      ['', 200, 'Error', '127.0.0.1'],
      ['?error=Configuration', 500, 'Server error', 'There is a problem with the server configuration.'],
      ['?error=AccessDenied', 403, 'Access Denied', 'You do not have permission to sign in.'],
      ['?error=Verification', 403, 'Unable to sign in', 'The sign in link is no longer valid.'],
    ];
    for (const [query, status, heading, text] of cases) {
      const response = await request.get(`/api/auth/error${query}`);
      expect(response.status(), query).toBe(status);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain(text);
    }
  });

  test('POST /api/auth/signup: bad input answers 400 JSON, a cross-site request 403', async ({ request }) => {
    for (const data of [{}, { email: 'nope', password: PASSWORD }, { email: newEmail('x'), password: 1 }]) {
      const response = await request.post('/api/auth/signup', { data });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'ValidationError' });
    }
    const weak = await request.post('/api/auth/signup', {
      data: { email: newEmail('weak'), password: 'short' },
    });
    expect(weak.status()).toBe(400);
    expect(await weak.json()).toEqual({ error: 'InvalidPasswordException' });
    const crossSite = await request.post('/api/auth/signup', {
      data: { email: newEmail('cross'), password: PASSWORD },
      headers: { origin: 'https://evil.test' },
    });
    expect(crossSite.status()).toBe(403);
    const form = await request.post('/api/auth/signup', {
      form: { email: newEmail('form'), password: PASSWORD },
    });
    expect(form.status()).toBe(403);
  });
});
