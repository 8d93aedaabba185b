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
});
