import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so that clicks reach their handlers. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
