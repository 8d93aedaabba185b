import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { animationsSettled, open } from '../support/navigation';
import { logInAs } from '../support/session';
import { onSyntheticServer } from '../support/synthetic-server';

const PASSWORD = 'rampart2026';
const dialog = (page: Page) => page.getByRole('dialog');

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
};

/** Whether a box lies inside the viewport of the given width and height. */
async function expectInViewport(locator: Locator, page: Page) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(height);
}

/** WCAG's contrast ratio of two CSS colours in rgb() notation. */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

test.describe('header', () => {
  test("on / the header stays at the top, and its search shows once home's banner is scrolled to its height minus 70", async ({
    page,
  }) => {
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Security Leaderboard' });
    const headerSearch = page.getByRole('banner').getByRole('combobox', { name: 'Search projects' });
    const bannerSearch = banner.getByRole('combobox', { name: 'Search projects' });
    // At the top, the banner holds the search and the header's waits.
    await expect(bannerSearch).toBeVisible();
    await expect(headerSearch).toBeHidden();

    const height = Math.round((await banner.boundingBox())!.height);
    expect(height).toBeGreaterThan(70);
    await scrollTo(page, height - 71);
    await expect(headerSearch).toBeHidden();
    await expect(bannerSearch).toBeVisible();
    await scrollTo(page, height - 70);
    await expect(headerSearch).toBeVisible();
    // One search at a time: the banner's hides while the header's shows.
    await expect(bannerSearch).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search projects' })).toHaveCount(1);

    // The header is fixed at the top, so that its search can be seen down the page.
    await scrollTo(page, 1500);
    expect((await page.getByRole('banner').boundingBox())!.y).toBe(0);
    await expect(headerSearch).toBeInViewport();
    // The slash key goes to the search that shows.
    await page.keyboard.press('/');
    await expect(headerSearch).toBeFocused();
    await page.keyboard.press('/');
    await expect(headerSearch).not.toBeFocused();

    await scrollTo(page, 0);
    await expect(headerSearch).toBeHidden();
    await page.keyboard.press('/');
    await expect(bannerSearch).toBeFocused();
  });

  test('the menu entries of the header are one size', async ({ page }) => {
    await open(page, '/company/about');
    const header = page.getByRole('banner');
    const entries = [
      header.getByRole('button', { name: 'Products' }),
      header.getByRole('link', { name: 'Resources' }),
      header.getByRole('button', { name: 'Company' }),
    ];
    const sizes = await Promise.all(
      entries.map((entry) =>
        entry.evaluate((element) => {
          const style = getComputedStyle(element);
          return { fontSize: style.fontSize, lineHeight: style.lineHeight, fontWeight: style.fontWeight };
        }),
      ),
    );
    expect(sizes[0]!.fontSize).toBe('14px');
    expect(sizes[1]).toEqual(sizes[0]);
    expect(sizes[2]).toEqual(sizes[0]);
  });
});

test.describe('popups stay in the viewport', () => {
  // At 1280 px the tooltip, centred on its button, began at x = -40 px.
  for (const [width, height] of [[1280, 720]] as const) {
    test(`the WeChat QR tooltip at ${width} px, by pointer and by keyboard`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await open(page, '/company/about');
      const button = page.getByRole('button', { name: 'Rampart on WeChat' });
      await button.scrollIntoViewIfNeeded();
      await button.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expect.poll(async () => (await tooltip.boundingBox())!.x).toBeGreaterThanOrEqual(0);
      await expectInViewport(tooltip, page);
      await page.mouse.move(width / 2, 10);
      await expect(tooltip).toBeHidden();
      await button.focus();
      await expect(tooltip).toBeVisible();
      await expect.poll(async () => (await tooltip.boundingBox())!.x).toBeGreaterThanOrEqual(0);
      await expectInViewport(tooltip, page);
    });
  }
});

test.describe('Add-projects picker', () => {
  // A 478 px high window showed 227 px of it, a 389 px one 138 px: the rest lay below the window's edge.
  for (const height of [478, 389]) {
    test(`its list is 256 px high and whole in a ${height} px high window`, async ({ page, request }) => {
      const email = newEmail('picker-height');
      await createVerifiedUser(request, email, PASSWORD);
      await page.setViewportSize({ width: 1280, height });
      await open(page, '/');
      await logInAs(page, email, PASSWORD);
      await open(page, '/my/watchlists');
      await page.getByRole('button', { name: 'Add Projects' }).click();
      const picker = dialog(page).filter({ hasText: 'Add Projects' });
      const list = picker.getByRole('list', { name: 'Projects' });
      await expect(list.getByRole('button').first()).toBeVisible();
      await animationsSettled(picker);
      const box = (await list.boundingBox())!;
      expect(box.height).toBe(256);
      expect(await list.evaluate((element) => element.clientHeight)).toBe(256);
      // All of it can be seen and scrolled without scrolling the page behind.
      await expectInViewport(list, page);
    });
  }
});

test.describe('rate-limited accounts flows', () => {
  const refuse = (page: Page, path: string, retryAfter?: string) =>
    page.route(`**${path}`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
        body: '{"error":"TooManyRequests"}',
      }),
    );
  const ok = (page: Page, path: string) =>
    page.route(`**${path}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );

  test('sign-up, verification, resend and reset say to wait, for as long as the server said', async ({
    page,
  }) => {
    await open(page, '/');
    // Sign-up.
    await refuse(page, '/api/auth/signup', '45');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByLabel('Email').fill(newEmail('busy-signup'));
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('checkbox').check();
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      dialog(page).getByText('Too many attempts. Please wait 45 seconds and try again.', { exact: true }),
    ).toBeVisible();

    // Reset, after a forgot-password request that went through.
    await ok(page, '/api/auth/forgot-password');
    await refuse(page, '/api/auth/reset-forgotten-password', '120');
    await dialog(page).getByRole('button', { name: 'Log In' }).first().click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email').fill(newEmail('busy-reset'));
    await dialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await dialog(page).getByLabel('Reset code').fill('123456');
    await dialog(page).getByLabel('New password').fill('new password 8');
    await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    await expect(
      dialog(page).getByText('Too many attempts. Please wait 2 minutes and try again.', { exact: true }),
    ).toBeVisible();

    // Verification and resend, on the verify-email page; without a retry-after, a moment.
    await refuse(page, '/api/auth/verify-email', '1');
    await refuse(page, '/api/auth/resend-confirmation');
    await open(page, '/auth/verify-email');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(newEmail('busy-verify'));
    await main.getByLabel('Verification code').fill('123456');
    await main.getByRole('button', { name: 'Verify' }).click();
    await expect(
      main.getByText('Too many attempts. Please wait 1 second and try again.', { exact: true }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Resend Confirmation Code' }).click();
    await expect(
      main.getByText('Too many attempts. Please wait a moment and try again.', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('charts', () => {
  test('"Losses by month" has a y axis with its unit, labels inside the drawing, and its figures as a table', async ({
    page,
  }) => {
    await open(page, '/security-alerts');
    const figure = page.getByRole('figure').filter({ hasText: 'Losses by month' });
    const chart = figure.getByRole('img');
    await expect(chart).toBeVisible();
    const svg = (await chart.boundingBox())!;

    // The y axis: its unit, and ticks from $0 up.
    const yAxis = chart.getByTestId('chart-y-axis');
    await expect(yAxis.getByTestId('chart-axis-title')).toHaveText('Loss (USD)');
    const ticks = await yAxis.locator('text:not([data-testid="chart-axis-title"])').allTextContents();
    expect(ticks[0]).toBe('$0');
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    await expect(chart.getByTestId('chart-x-axis').getByTestId('chart-axis-title')).toHaveText('Month');

    // Every month label is whole inside the drawing, the first one included, and none overlaps the next.
    const labels = chart.getByTestId('chart-x-label');
    const count = await labels.count();
    expect(count).toBeGreaterThan(1);
    const boxes = [];
    for (let index = 0; index < count; index += 1) boxes.push((await labels.nth(index).boundingBox())!);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(svg.x);
      expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width);
    }
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.x).toBeGreaterThan(boxes[index - 1]!.x + boxes[index - 1]!.width);
    }
    expect(await labels.first().textContent()).toMatch(/^\d{4}-\d{2}$/);

    // The table, behind its toggle: one row a month, the same figures as the bars' titles.
    const toggle = figure.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(figure.getByRole('table')).toBeHidden();
    await toggle.click();
    const table = figure.getByRole('table', { name: 'Losses by month' });
    await expect(table).toBeVisible();
    await expect(figure.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Loss (USD)']);
    const titles = await chart.locator('rect title').allTextContents();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(titles.length + 1);
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => `${tr.querySelector('th')!.textContent}: ${tr.querySelector('td')!.textContent}`),
      );
    expect(cells).toEqual(titles);
    await figure.getByRole('button', { name: 'Hide table' }).click();
    await expect(table).toBeHidden();
  });
});

test.describe('accessibility', () => {
  test('"Skip to content" is the first thing Tab reaches on every page, and leads past the header', async ({
    page,
  }) => {
    for (const path of ['/', '/resources', '/company/about', '/security-alerts', '/projects/bitcoin']) {
      await open(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip, path).toBeFocused();
      await expectInViewport(skip, page);
      await page.keyboard.press('Enter');
      // The next Tab lands inside the page's main content, not in the header.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('main')?.id ?? null), {
          message: path,
        })
        .toBe('main-content');
    }
  });

  test.describe('on the synthetic data', () => {
    test.use(onSyntheticServer());

    test('the "KYC gold" tag meets WCAG AA contrast (4.5:1)', async ({ page }) => {
      await open(page, '/?coverage=any');
      const tag = page.getByText('KYC gold', { exact: true }).first();
      await expect(tag).toBeVisible();
      const { color, background } = await tag.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, background: style.backgroundColor };
      });
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
