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

  test("GET /api/auth/error: redirects to the site's own error page, which explains each error", async ({
    page,
    request,
  }) => {
    const cases: [string, string, string][] = [
      ['', 'Unable to sign in', 'An unknown error has occurred. Please try again later.'],
      ['?error=Configuration', 'Server error', 'There is a problem with the server configuration.'],
      ['?error=AccessDenied', 'Access denied', 'You do not have permission to sign in.'],
      ['?error=Verification', 'Unable to sign in', 'The sign in link is no longer valid.'],
      ['?error=OAuthCallback', 'Sign-in with Google failed', 'Google did not complete the sign-in.'],
      ['?error=<script>', 'Unable to sign in', 'An unknown error has occurred. Please try again later.'],
    ];
    for (const [query, heading, text] of cases) {
      const response = await request.get(`/api/auth/error${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(302);
      expect(new URL(response.headers().location!, 'http://x').pathname, query).toBe('/auth/error');
      await page.goto(`/api/auth/error${query}`);
      await expect(page, query).toHaveURL(/\/auth\/error/);
      // In the site's shell: its header and footer around the explanation and the ways back.
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: /Rampart/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: heading }), query).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth/login');
      await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
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
