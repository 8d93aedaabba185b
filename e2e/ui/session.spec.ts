import { expect, test, type Page, type Request } from '@playwright/test';
import { SESSION_POLL_SECONDS } from '../../src/config/constants';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { logInAs } from '../support/session';

// The session's status (loading, authenticated, unauthenticated) and when the browser
// reads it again: on tab visibility and focus, on another tab's broadcast, by polling, after sign-in and out.

const PASSWORD = 'rampart2026';
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const logInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log In' });
const isSessionRead = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/session';

/** Ends every session of the signed-in user from outside the page's scripts, as another device would. */
async function endSessionsElsewhere(page: Page) {
  const response = await page.request.post('/api/user/sign-out-everywhere', {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
}

test.describe('session', () => {
  test('the header shows the loading state while the session is read, then Log In or the avatar menu', async ({
    page,
    request,
  }) => {
    const email = newEmail('status');
    await createVerifiedUser(request, email, PASSWORD);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.getByRole('banner').getByRole('status', { name: 'Loading your account' });

    // Signed out: loading, then unauthenticated.
    await page.goto('/company/about');
    await expect(loading).toBeVisible();
    await expect(logInButton(page)).toHaveCount(0);
    release();
    await expect(logInButton(page)).toBeVisible();
    await expect(loading).toHaveCount(0);

    // Signed in: loading again on the next page, then authenticated.
    await logInAs(page, email, PASSWORD);
    let releaseAgain = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.unroute('**/api/auth/session');
    await page.route('**/api/auth/session', async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.goto('/company/careers');
    await expect(loading).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    releaseAgain();
    await expect(accountMenu(page)).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('coming back to the tab reads the session again: one ended elsewhere leaves the header', async ({
    page,
    request,
  }) => {
    const email = newEmail('visible');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/company/about');
    await logInAs(page, email, PASSWORD);
    await endSessionsElsewhere(page);
    await expect(accountMenu(page)).toBeVisible();

    const read = page.waitForRequest(isSessionRead);
    // The user switches to another tab and back (focus returns to the window).
    await page.evaluate(() => {
      const show = (state: DocumentVisibilityState) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      show('hidden');
      show('visible');
      delete (document as { visibilityState?: unknown }).visibilityState;
    });
    await read;
    await expect(logInButton(page)).toBeVisible();
  });

  test('signing out in one tab signs the other tabs out through the storage broadcast, without a reload', async ({
    page,
    context,
    request,
  }) => {
    const email = newEmail('broadcast');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/company/about');
    await logInAs(page, email, PASSWORD);
    // What reaches the first tab: storage messages, and no visibility change that could also explain a refetch.
    await page.evaluate(() => {
      const seen = { broadcasts: 0, visibilityChanges: 0, loads: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      window.addEventListener('storage', (event) => {
        if (event.key === 'nextauth.message') seen.broadcasts += 1;
      });
      document.addEventListener('visibilitychange', () => (seen.visibilityChanges += 1));
    });

    const other = await context.newPage();
    await open(other, '/company/careers');
    await expect(accountMenu(other)).toBeVisible();
    const signOut = other.getByRole('menuitem', { name: 'Sign out' });
    let isSignOutSent = false;
    other.on('request', (sent) => {
      // next-auth asks for a CSRF token, then posts the sign-out: the first is the click taking effect.
      if (['/api/auth/csrf', '/api/auth/signout'].includes(new URL(sent.url()).pathname))
        isSignOutSent = true;
    });
    // A click that lands while the menu is still moving into place is tried again, until the sign-out is sent.
    await expect(async () => {
      if (!isSignOutSent) {
        if (!(await signOut.isVisible())) await accountMenu(other).click();
        await expect(signOut).toBeInViewport({ timeout: 2_000 });
        await signOut.click({ timeout: 2_000 });
      }
      expect(isSignOutSent).toBe(true);
    }).toPass({ timeout: 20_000 });
    // Said once, however often the click was tried.
    await expect(other.getByText('Signed out successfully.')).toHaveCount(1);
    await expect(other.getByText('Signed out successfully.')).toBeVisible();

    await expect(logInButton(page)).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { broadcasts: number; visibilityChanges: number } }).seen,
    );
    expect(seen.broadcasts).toBeGreaterThan(0);
    expect(seen.visibilityChanges).toBe(0);
  });

  test('a log-in sent before the first session read is answered ends signed in, however late that answer comes', async ({
    page,
    request,
  }) => {
    const email = newEmail('first-read');
    await createVerifiedUser(request, email, PASSWORD);
    // The page's first read of the session reaches the server at once, signed out; its answer is held back until
    // the log-in's own read has been answered, or for 3 s if that read waits for it.
    let laterReadAnswered = () => {};
    const laterRead = new Promise<void>((resolve) => (laterReadAnswered = resolve));
    let firstAnswered = () => {};
    const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve));
    let reads = 0;
    await page.route('**/api/auth/session', async (route) => {
      const read = ++reads;
      const response = await route.fetch();
      if (read === 1) await Promise.race([laterRead, new Promise((resolve) => setTimeout(resolve, 3000))]);
      await route.fulfill({ response });
      if (read === 1) firstAnswered();
      else laterReadAnswered();
    });
    await page.goto('/auth/login');
    await expect.poll(() => reads).toBe(1);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Log In' }).click();
    await firstAnswer;
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();
    // The signed-out answer, whenever it came, did not take the header back.
    expect(reads).toBeGreaterThan(1);
    await laterRead;
    await expect(accountMenu(page)).toBeVisible();
    await expect(logInButton(page)).toHaveCount(0);
  });

  test('an idle tab polls the session every 5 minutes', async ({ page, request }) => {
    await page.clock.install();
    const email = newEmail('poll');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/company/about');
    await logInAs(page, email, PASSWORD);
    await endSessionsElsewhere(page);

    const reads: string[] = [];
    page.on('request', (request) => {
      if (isSessionRead(request)) reads.push(request.url());
    });
    // The interval started when the page loaded, a few seconds before the log-in: a minute of margin.
    await page.clock.runFor((SESSION_POLL_SECONDS - 60) * 1000);
    await expect(accountMenu(page)).toBeVisible();
    expect(reads).toEqual([]);

    const read = page.waitForRequest(isSessionRead);
    await page.clock.runFor(60_000);
    await read;
    await expect(logInButton(page)).toBeVisible();
  });
});
