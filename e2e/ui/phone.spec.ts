import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { signInContext } from '../support/session';

const PASSWORD = 'rampart2026';
const WIDTHS = [320, 390, 768] as const;

/**
 * Every page of the app (src/app/**\/page.tsx, route groups left out) with the addresses that show it; a page
 * file missing here fails the first test, so that a new route is measured too. `signedIn` pages are opened both
 * signed out and signed in.
 */
const ROUTES: readonly { page: string; urls: readonly string[]; signedIn?: boolean }[] = [
  // The plain leaderboard and its sorted views come from the page cache (/views/<key>, reached through /).
  { page: '/views/[view]', urls: ['/', '/?sort=score&order=asc&page=2'] },
  // A filtered view is rendered per request.
  { page: '/', urls: ['/?audit=audited', '/?coverage=not_enough'] },
  { page: '/projects/[id]', urls: ['/projects/bitcoin', '/projects/uniswap', '/projects/no-such-project'] },
  { page: '/security-alerts', urls: ['/security-alerts'] },
  {
    page: '/compare',
    urls: [
      '/compare?ids=bitcoin,ethereum',
      '/compare?ids=bitcoin,ethereum,tether,uniswap',
      '/compare?ids=bitcoin',
    ],
  },
  { page: '/developers', urls: ['/developers'] },
  // The contract check: the form, and a refused address.
  { page: '/check', urls: ['/check', '/check?address=0x123'] },
  { page: '/my/watchlists', urls: ['/my/watchlists'], signedIn: true },
  { page: '/my/settings', urls: ['/my/settings'], signedIn: true },
  { page: '/my/portfolio', urls: ['/my/portfolio'], signedIn: true },
  // Staff only: everyone else is told there is no such page.
  { page: '/staff/corrections', urls: ['/staff/corrections'], signedIn: true },
  { page: '/staff/refresh-runs', urls: ['/staff/refresh-runs'], signedIn: true },
  { page: '/company/about', urls: ['/company/about'] },
  { page: '/company/careers', urls: ['/company/careers'] },
  { page: '/company/cookie-policy', urls: ['/company/cookie-policy'] },
  { page: '/company/data-sources', urls: ['/company/data-sources'] },
  { page: '/company/disclaimer', urls: ['/company/disclaimer'] },
  { page: '/company/privacy-policy', urls: ['/company/privacy-policy'] },
  { page: '/company/terms-and-conditions', urls: ['/company/terms-and-conditions'] },
  { page: '/products/pentest', urls: ['/products/pentest'] },
  { page: '/products/security-audit', urls: ['/products/security-audit'] },
  { page: '/products/skynet', urls: ['/products/skynet'] },
  { page: '/products/skytrace', urls: ['/products/skytrace'] },
  { page: '/resources', urls: ['/resources'] },
  { page: '/resources/blog', urls: ['/resources/blog'] },
  { page: '/resources/methodology', urls: ['/resources/methodology'] },
  {
    page: '/resources/blog/[slug]',
    urls: fs
      .readdirSync(path.join('content', 'blog'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `/resources/blog/${file.replace(/\.md$/, '')}`),
  },
  { page: '/auth/login', urls: ['/auth/login'] },
  { page: '/auth/signup', urls: ['/auth/signup'] },
  { page: '/auth/verify-email', urls: ['/auth/verify-email'] },
  { page: '/auth/error', urls: ['/auth/error', '/auth/error?error=AccessDenied'] },
  { page: '/unsubscribe/[id]', urls: ['/unsubscribe/00000000-0000-4000-8000-000000000000'] },
  // The test hooks: the error screen of a crashed page, and the request probe.
  { page: '/test-hooks/crash', urls: ['/test-hooks/crash'] },
  { page: '/test-hooks/request', urls: ['/test-hooks/request'] },
  // src/app/not-found.tsx
  { page: '(not found)', urls: ['/no-such-page'] },
];

/** The route of every page file under src/app, as Next serves it (route groups do not count). */
function pageRoutes(): string[] {
  return (fs.readdirSync(path.join('src', 'app'), { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file === 'page.tsx' || file.endsWith('/page.tsx'))
    .map(
      (file) =>
        '/' +
        file
          .split('/')
          .slice(0, -1)
          .filter((segment) => !/^\(.+\)$/.test(segment))
          .join('/'),
    )
    .sort();
}

/** Signs a browser context in: its pages then carry the session. */
const signIn = (context: BrowserContext, email: string) => signInContext(context, email, PASSWORD);

/** How much wider than the window the page is, in CSS pixels (0 when it fits). */
const overflowOf = (page: Page) =>
  page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
      document.documentElement.clientWidth,
  );

/** Whether the element lies inside the window, left to right, and is not cut by a box that scrolls or clips. */
async function isWhollyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > document.documentElement.clientWidth + 0.5)
      return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) return false;
    }
    return true;
  });
}

test.describe('phone and tablet widths', () => {
  test('the list of routes below names every page of the app', () => {
    expect(
      [...new Set(ROUTES.map((route) => route.page))].filter((page) => page !== '(not found)').sort(),
    ).toEqual(pageRoutes());
  });

  /** One member for the signed-in pages, with a watchlist of projects so that its table is measured too. */
  let member: Promise<string> | undefined;
  let hasWatchlist = false;
  const memberEmail = (request: APIRequestContext) =>
    (member ??= (async () => {
      const email = newEmail('phone');
      await createVerifiedUser(request, email, PASSWORD);
      return email;
    })());

  for (const route of ROUTES) {
    test(`at ${WIDTHS.join(', ')} px, ${route.page} is no wider than the window`, async ({
      browser,
      baseURL,
      storageState,
      request,
    }) => {
      const viewport = { width: WIDTHS[0], height: 800 };
      const visitor = await browser.newContext({ baseURL, storageState, viewport });
      const contexts = [visitor];
      if (route.signedIn) {
        const email = await memberEmail(request);
        const signedIn = await browser.newContext({ baseURL, storageState, viewport });
        await signIn(signedIn, email);
        if (!hasWatchlist) {
          const created = await signedIn.request.post('/api/watchlist/create', {
            data: { name: 'Phone', projects: ['bitcoin', 'ethereum', 'uniswap'] },
          });
          expect(created.ok()).toBe(true);
          hasWatchlist = true;
        }
        contexts.push(signedIn);
      }
      const tooWide: string[] = [];
      for (const context of contexts) {
        const isMember = context !== visitor;
        const page = await context.newPage();
        // Each width is a fresh load at that width, as a phone or tablet would first draw the page.
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          for (const url of route.urls) {
            await open(page, url);
            // What a signed-in page reads after it loads.
            if (isMember && url === '/my/watchlists') {
              await expect(page.getByRole('link', { name: /bitcoin/i }).first()).toBeVisible();
            }
            if (isMember && url === '/my/settings') {
              await expect(page.getByRole('tab').first()).toBeVisible();
            }
            const overflow = await overflowOf(page);
            if (overflow > 0)
              tooWide.push(
                `at ${width} px, ${url}${isMember ? ' (signed in)' : ''}: ${overflow} px too wide`,
              );
          }
        }
      }
      for (const context of contexts) await context.close();
      expect(tooWide).toEqual([]);
    });
  }

  test("at 390 px the cookie notice's 'I Accept' is within reach on home", async ({ browser, baseURL }) => {
    // A first visit: nothing stored, so the notice shows.
    const context = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await open(page, '/');
    const accept = page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'I Accept' });
    await expect(accept).toBeVisible();
    expect(await overflowOf(page)).toBe(0);
    expect(await isWhollyShown(accept)).toBe(true);
    await accept.click();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
    await context.close();
  });
});

test.describe('the leaderboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  const cards = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('link') });
  const gaugeScores = (page: Page) =>
    page
      .getByRole('img', { name: /Security Score \d/ })
      .evaluateAll((gauges) =>
        gauges.map((g) => Number(/Security Score ([\d.]+)/.exec(g.getAttribute('aria-label') ?? '')?.[1])),
      );

  test('each project is a card: rank, logo, name, ticker, score gauge with grade, 24h change, badges, star', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(cards(page)).toHaveCount(25);
    const card = cards(page).first();
    const link = card.getByRole('link');
    const name = (await link.locator('strong').textContent())!;
    const parts = {
      rank: card.getByRole('cell').first(),
      logo: card.getByRole('img', { name: `${name} logo` }),
      name: link.locator('strong'),
      ticker: link.getByTestId('project-ticker'),
      gauge: card.getByRole('img', { name: /^Security Score \d+\.\d{2}, tier / }),
      grade: card.locator('.score-gauge__text small').first(),
      coverage: card.locator('.score-gauge__text small').last(),
      change: card.getByTestId('score-change'),
      badges: card.getByTestId('badges'),
      star: card.getByRole('button', { name: `Add ${name} to My Watchlist` }),
    };
    await expect(parts.rank).toHaveText('1');
    await expect(parts.grade).toHaveText(/^(AAA|AA|A|BBB|BB|B|CCC) · (high|medium|low) confidence$/);
    await expect(parts.coverage).toHaveText(/^\d+% coverage$/);
    await expect(parts.badges.getByTestId('tag').first()).toBeVisible();
    for (const [part, locator] of Object.entries(parts)) {
      await expect(locator, part).toBeVisible();
      expect(await isWhollyShown(locator), `${part} is wholly shown`).toBe(true);
    }
    // A card, not a table row: the score sits under the name, the badges under the score, and the table's
    // header row gives way to the sort controls.
    const nameBox = (await parts.name.boundingBox())!;
    const gaugeBox = (await parts.gauge.boundingBox())!;
    const badgesBox = (await parts.badges.boundingBox())!;
    expect(gaugeBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
    expect(badgesBox.y).toBeGreaterThanOrEqual(gaugeBox.y + gaugeBox.height);
    await expect(page.getByRole('columnheader', { name: 'Chains' })).toBeHidden();
    // Nothing to scroll sideways.
    const scroll = page.getByTestId('leaderboard-scroll');
    expect(await scroll.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await overflowOf(page)).toBe(0);
  });

  test('the last card, laid out only as it nears the screen, is whole once scrolled to, its logo loaded', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(cards(page)).toHaveCount(25);
    const card = cards(page).last();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('link').locator('strong').textContent())!;
    const parts = {
      rank: card.getByRole('cell').first(),
      logo: card.getByRole('img', { name: `${name} logo` }),
      name: card.getByRole('link').locator('strong'),
      gauge: card.getByRole('img', { name: /^Security Score \d+\.\d{2}, tier / }),
      badges: card.getByTestId('badges'),
      star: card.getByRole('button', { name: `Add ${name} to My Watchlist` }),
    };
    await expect(parts.rank).toHaveText('25');
    for (const [part, locator] of Object.entries(parts)) {
      await expect(locator, part).toBeVisible();
      expect(await isWhollyShown(locator), `${part} is wholly shown`).toBe(true);
    }
    await expect
      .poll(() => parts.logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Sized by what it holds, not by the height assumed for it before: nothing of it is cut.
    expect(await card.evaluate((row) => row.scrollHeight - row.clientHeight)).toBe(0);
  });

  test('sorts by every column of the desktop table, with the same URL, and the sort survives a reload', async ({
    page,
  }) => {
    await open(page, '/');
    for (const title of ['#', 'Project', 'Security Score', '24h', 'Category', 'Market Cap']) {
      const header = page.getByRole('columnheader', { name: title, exact: true });
      await expect(header, title).toBeVisible();
      expect(await isWhollyShown(header.getByRole('button')), `${title} is wholly shown`).toBe(true);
    }
    await page.getByRole('columnheader', { name: 'Security Score' }).getByRole('button').click();
    await expect(page).toHaveURL(/\?sort=score&order=asc$/);
    await expect
      .poll(async () => {
        const scores = await gaugeScores(page);
        return scores.length === 25 && scores.every((s, i) => i === 0 || scores[i - 1]! <= s);
      })
      .toBe(true);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('columnheader', { name: 'Security Score' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Market Cap, which the desktop shows from 768 px, sorts here too.
    await page.getByRole('columnheader', { name: 'Market Cap' }).getByRole('button').click();
    await expect(page).toHaveURL(/\?sort=marketCap&order=asc$/);
    await expect(page.getByRole('columnheader', { name: 'Market Cap' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(cards(page)).toHaveCount(25);
  });

  test('filters in the advanced-filter panel with the same URL, and the filter survives a reload', async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Advanced filter' }).click();
    const audit = page.getByRole('combobox', { name: 'Category' });
    await audit.click();
    await audit.fill('DEX');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?category=DEX$/);
    await expect(page.getByRole('button', { name: 'Advanced filter (1 active)' })).toBeVisible();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Advanced filter (1 active)' })).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await overflowOf(page)).toBe(0);
  });

  test('from 768 px the desktop table stays: one header row of columns, each project one table row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await open(page, '/');
    const header = page.getByRole('row').first();
    for (const title of ['#', 'Project', 'Security Score', '24h', 'Category', 'Market Cap']) {
      await expect(header.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    const first = cards(page).first();
    expect(await first.evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
    // The cells of a row share one line.
    const boxes = await first
      .getByRole('cell')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.getBoundingClientRect().width > 0)
          .map((cell) => cell.getBoundingClientRect().top),
      );
    expect(new Set(boxes).size).toBe(1);
  });
});

test.describe('the guided tour below 960 px', () => {
  const tooltip = (page: Page) => page.getByRole('alertdialog');
  const SIGNED_OUT_TITLES = [
    'Search for projects',
    'Stay informed on safety',
    'Keep up with trends',
    "What's new?",
    'Filter through projects',
    'In the works...',
  ];

  /** Walks through the regular steps, each shown in full on the screen, and answers the hints it showed. */
  async function walk(page: Page, titles: readonly string[]): Promise<Record<string, string | null>> {
    const hints: Record<string, string | null> = {};
    for (const [index, title] of titles.entries()) {
      const card = tooltip(page);
      await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(card.getByText(`${index + 1} of ${titles.length}`, { exact: true })).toBeVisible();
      expect(await isWhollyShown(card), `${title} is wholly shown`).toBe(true);
      const hint = card.locator('[data-tour-hint]');
      hints[title] = (await hint.count()) ? await hint.textContent() : null;
      await card.getByRole('button', { name: 'Next' }).click();
    }
    await expect(tooltip(page).getByRole('heading', { name: 'You completed the tour!' })).toBeVisible();
    return hints;
  }

  for (const width of [390, 800]) {
    test(`signed out at ${width} px: all 6 steps, the search step included`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/?tour=1');
      const hints = await walk(page, SIGNED_OUT_TITLES);
      // Home's banner holds a search of its own at every width: the step points at it, with no hint.
      expect(hints['Search for projects']).toBeNull();
    });
  }

  test("signed in at 390 px: all 7 steps; the account step points at the menu that holds it, the search step at home's own search", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = newEmail('phone-tour');
    await createVerifiedUser(request, email, PASSWORD);
    await signIn(page.context(), email);
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, '/?tour=1');
    const hints = await walk(page, ['Your account', ...SIGNED_OUT_TITLES]);
    expect(hints['Your account']).toBe('On this screen, open the menu to find Account.');
    expect(hints['Search for projects']).toBeNull();
  });
});

test.describe('the drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('Log In and Sign Up come with the drawer, and the search box is as wide as the other controls', async ({
    page,
  }) => {
    await open(page, '/company/about');
    // The session is known: the header's own Log In is there (hidden at this width).
    await expect(
      page.locator('#account-menu').getByRole('button', { name: 'Log In', includeHidden: true }),
    ).toBeAttached();
    // From now on every script arrives late, as on a slow phone network: a part loaded after the drawer shows
    // would show that much later.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rampart' });
    await expect(drawer).toBeVisible({ timeout: 20_000 });
    const logIn = drawer.getByRole('button', { name: 'Log In' });
    const signUp = drawer.getByRole('button', { name: 'Sign Up' });
    // At once, with the drawer.
    expect(await logIn.isVisible()).toBe(true);
    expect(await signUp.isVisible()).toBe(true);

    const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;
    const full = await widthOf(drawer.getByRole('menu').first());
    const search = drawer.locator('.ant-select, span:has(> input[role="combobox"])').first();
    await expect(search).toBeVisible();
    for (const [name, locator] of Object.entries({ search, logIn, signUp })) {
      expect(Math.abs((await widthOf(locator)) - full), name).toBeLessThanOrEqual(1);
    }
  });
});
