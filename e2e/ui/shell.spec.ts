import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

const DEMO_NOTICE = /illustrative/i;

test.describe('header', () => {
  test('the banner shows until dismissed; the dismissal survives a reload, and a different banner still shows', async ({
    page,
  }) => {
    // A banner dismissed earlier, with other content, does not hide today's.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('ignoredBannerContent', 'An older announcement.');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await open(page, '/products/skynet');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(DEMO_NOTICE);
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('ignoredBannerContent'));
    expect(stored).toMatch(DEMO_NOTICE);
  });

  test('the desktop header holds Products, Resources, Company, the search and Log In / Sign Up', async ({
    page,
  }) => {
    await open(page, '/company/about');
    const header = page.getByRole('banner');
    // A desktop visitor opens the menus by pointing at them.
    await header.getByRole('button', { name: 'Products' }).hover();
    for (const product of ['Security Audit', 'Skynet', 'Skytrace', 'Pentest']) {
      await expect(page.getByRole('menuitem', { name: product })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Skytrace' }).click();
    await expect(page).toHaveURL(/\/products\/skytrace$/);
    await expect(header.getByRole('link', { name: 'Resources' })).toBeVisible();
    await header.getByRole('button', { name: 'Company' }).hover();
    for (const item of [
      'About',
      'Careers',
      'Disclaimer',
      'Terms and Conditions',
      'Privacy Policy',
      'Cookie Policy',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(header.getByRole('combobox')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('at 400 px a full-height top drawer holds the search, the menus and the buttons', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/company/about');
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('combobox')).toBeVisible();
    await expect(drawer.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Products' }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Pentest' })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Company' }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Careers' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(780);
    await drawer.getByRole('menuitem', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a route change scrolls to the top and stores one page view', async ({ page }) => {
    const views: { page: string; status: number }[] = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (!request.url().endsWith('/api/user/events') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { eventName: string; properties: { page: string } };
      if (body.eventName === 'page_view')
        views.push({ page: body.properties.page, status: response.status() });
    });
    await open(page, '/company/about');
    await expect.poll(() => views.map((view) => view.page)).toEqual(['/company/about']);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => views.filter((view) => view.page === '/company/careers'))
      .toEqual([{ page: '/company/careers', status: 200 }]);
  });

  test('the site header stays at the top with its banner; home has its own header without one', async ({
    page,
  }) => {
    await open(page, '/resources');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await open(page, '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test("the header's Request a Quote opens the quote form", async ({ page }) => {
    await open(page, '/company/about');
    await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Protect Your Project Today' })).toBeVisible();
  });
});
