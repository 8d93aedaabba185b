import { expect, test } from '@playwright/test';

test.describe('cookie notice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("shows until 'I Accept', then stays hidden for good", async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'I Accept' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
    await page.goto('/projects/bitcoin');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  });

  test('is in the server-rendered page, and hidden before any script of ours runs once accepted', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/')).text()).toContain('aria-label="Cookie notice"');
    // No bundle loads: only the page's own HTML, styles and inline scripts are at work.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('cookieConsent', 'true'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  });
});
