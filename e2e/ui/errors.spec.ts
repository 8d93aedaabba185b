import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

test.describe('error screens', () => {
  test('a page that throws shows the error screen, and navigating away shows the next page normally', async ({
    page,
  }) => {
    const reports: { title: string; description: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/errors') && request.method() === 'POST') {
        reports.push(request.postDataJSON() as { title: string; description: string });
      }
    });
    await open(page, '/test-hooks/crash');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
    await expect(page.getByText('Sorry, something went wrong.')).toBeVisible();
    await expect(
      page.getByText(
        'Server Error 500. We apologize and are fixing the problem. Please try again at a later stage.',
      ),
    ).toBeVisible();
    // The crashed content is not shown.
    await expect(page.getByRole('heading', { name: 'Crash test' })).toBeHidden();
    await expect.poll(() => reports.map((report) => report.title)).toEqual(['Page crashed']);
    expect(reports[0]?.description).toContain('/test-hooks/crash');

    await page.getByRole('banner').getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Back to Homepage leads home from the error screen', async ({ page }) => {
    await open(page, '/test-hooks/crash');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Security Leaderboard' })).toBeVisible();
  });

  test('a 504 is retried 3 times, then reported to /api/errors with the page URL', async ({ page }) => {
    let attempts = 0;
    const reports: { title: string; description: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/test-hooks/gateway-timeout')) attempts += 1;
      if (request.url().endsWith('/api/errors') && request.method() === 'POST') {
        reports.push(request.postDataJSON() as { title: string; description: string });
      }
    });
    await open(page, '/test-hooks/request');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('timeout error (504)');
    expect(attempts).toBe(4);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.title).toBe('Request timed out');
    expect(reports[0]?.description).toContain('/test-hooks/request');
  });

  test('an unknown address is a real 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
