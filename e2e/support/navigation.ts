import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a page and waits for its load event, not for React to hydrate it: a control that shows before it works
 * is disabled until it does (src/hooks/use-ready-control.ts) and Playwright's clicks wait for it to enable, so a
 * test presses as a visitor does, as soon as it can. e2e/ui/first-press.spec.ts presses sooner still, at the
 * first sight of each control on a slowed CPU.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated="true">`, src/components/hydration-marker.tsx):
 * for a test of what the page hears from the keyboard as a whole (the slash key), which it can hear only then.
 * A press of a control needs no such wait.
 */
export async function hydrated(page: Page): Promise<void> {
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
