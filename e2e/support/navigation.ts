import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so that clicks reach their handlers. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until the located element's entrance motion has ended (an Ant Design modal's zoom-in, say): its motion
 * classes gone and every animation inside it finished.
 */
export async function animationsSettled(locator: Locator): Promise<void> {
  await expect(locator).not.toHaveClass(/-(appear|enter)(\s|$)/);
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
