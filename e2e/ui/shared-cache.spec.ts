import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startNginxFront, type NginxFront } from '../../scripts/lib/nginx-front';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { apiSessionOf } from '../support/session';

// The public pages served from deploy/nginx.conf's cache in front of the app: the same cached page carries each
// visitor's own account state and stars, read by the browser after load, never another visitor's.

const PASSWORD = 'rampart2026';
const PROJECT = { id: 'uniswap', name: 'Uniswap' };

let front: NginxFront;

test.beforeAll(async ({ baseURL }) => {
  front = await startNginxFront({ upstreams: [new URL(baseURL!).host] });
});

test.afterAll(async () => {
  await front?.stop();
});

/** A browser context signed in as a new user (cookies are per host, so they hold for the proxy's port too). */
async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  label: string,
  watched: readonly string[],
) {
  const email = newEmail(label);
  await createVerifiedUser(request, email, PASSWORD);
  const { client } = await apiSessionOf(baseURL, email, PASSWORD);
  if (watched.length > 0) {
    const created = await client.post('/api/watchlist/create', {
      data: { name: 'My Watchlist', projects: watched },
      headers: { origin: baseURL },
    });
    expect(created.status()).toBe(200);
  }
  const context = await browser.newContext({ storageState: await client.storageState() });
  await client.dispose();
  return { page: await context.newPage(), letter: email[0]!.toUpperCase() };
}

/** Loads a page through the proxy; answers the cache's word on the document (MISS, HIT, ...). */
async function openThroughProxy(page: Page, path: string): Promise<string | undefined> {
  const response = await page.goto(`${front.url}${path}`);
  expect(response?.status()).toBe(200);
  // A shared answer never sets a cookie, or the cache would hand it to every visitor.
  expect(await response!.headerValue('set-cookie')).toBeNull();
  return response!.headers()['x-cache-status'];
}

const star = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^(Add|Remove) ${PROJECT.name} (to|from) `) })
    .first();

test("two users through the cache each see their own account and stars, never the other's", async ({
  browser,
  request,
  baseURL,
}) => {
  const alice = await signedInPage(browser, request, baseURL!, 'alice', [PROJECT.id]);
  const bob = await signedInPage(browser, request, baseURL!, 'bob', []);
  expect(alice.letter).not.toBe(bob.letter);

  for (const path of ['/', `/projects/${PROJECT.id}`]) {
    // Bob fills the cache; Alice is served the very same copy from it.
    await openThroughProxy(bob.page, path);
    expect(await openThroughProxy(alice.page, path)).toBe('HIT');
    for (const [viewer, other, isWatched] of [
      [alice, bob, true],
      [bob, alice, false],
    ] as const) {
      const menu = viewer.page.getByRole('button', { name: 'Account menu' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveText(viewer.letter);
      await expect(menu).not.toHaveText(other.letter);
      await expect(star(viewer.page)).toHaveAttribute('aria-pressed', String(isWatched));
    }
  }
});
