import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/navigation';

// The authentication client: a failed providers fetch redirects to the error page, an unknown provider to
// sign-in; the client's own failures are reported through POST /api/auth/_log.

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the log-in window and waits until the Google button has read the providers once. */
async function openLogIn(page: Page) {
  await open(page, '/company/about');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
}

test.describe('auth client', () => {
  test('the Google button takes no click until the providers are read', async ({ page }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/providers', async (route) => {
      await answered;
      await route.continue();
    });
    await open(page, '/company/about');
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const google = dialog(page).getByRole('button', { name: 'Sign in with Google' });
    await expect(google).toBeDisabled();
    answer();
    await expect(google).toBeEnabled();
  });

  test('a failed providers fetch sends the log-in to the error page, and the browser reports the failure', async ({
    page,
  }) => {
    await openLogIn(page);
    await dialog(page).getByLabel('Email').fill('someone@example.com');
    await dialog(page).getByLabel('Password').fill('rampart2026');
    await page.route('**/api/auth/providers', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    // The report is a beacon that outlives the page: its answer is read on the way through.
    let reportStatus = 0;
    await page.route('**/api/auth/_log', async (route) => {
      const response = await route.fetch();
      reportStatus = response.status();
      await route.fulfill({ response });
    });
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/_log',
    );
    await dialog(page).getByRole('button', { name: 'Log In' }).click();

    const logged = new URLSearchParams((await report).postData() ?? '');
    expect(logged.get('level')).toBe('error');
    expect(logged.get('code')).toBe('CLIENT_FETCH_ERROR');
    expect(logged.get('url')).toBe('/api/auth/providers');
    expect(logged.get('client')).toBe('true');
    // The server takes no client logs (anyone could forge them): the sink answers 404 and logs nothing.
    await expect.poll(() => reportStatus).toBe(404);

    await expect(page).toHaveURL(/\/auth\/error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to sign in' })).toBeVisible();
  });

  test('a provider the server does not list sends the sign-in to the log-in page, keeping the callback', async ({
    page,
  }) => {
    await openLogIn(page);
    // Google sign-in was switched off after the page loaded: the server now lists the credentials only.
    await page.route('**/api/auth/providers', async (route) => {
      const providers = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { credentials: providers.credentials } });
    });
    await dialog(page).getByRole('button', { name: 'Sign in with Google' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
    const callbackUrl = new URL(page.url()).searchParams.get('callbackUrl') ?? '';
    expect(new URL(callbackUrl, page.url()).pathname).toBe('/company/about');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Log In' })).toBeVisible();
  });
});
