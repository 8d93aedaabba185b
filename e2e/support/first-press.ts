import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How much slower than this machine the first-press tests run the page's scripts: a mid-range phone, as
 * Lighthouse's mobile profile takes it (4×) with room for a busy one.
 */
export const PHONE_CPU_SLOWDOWN = 6;

/** A phone's window: the width the spec's small-screen rules apply to, with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Slows the page's CPU through the DevTools protocol (`Emulation.setCPUThrottlingRate`), as Chromium's
 * performance panel does; it holds for the page's later navigations too.
 */
export async function slowDownCpu(page: Page, rate = PHONE_CPU_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Opens a page on a slowed CPU and returns as soon as its first bytes arrive: not at the load event, not once
 * React has hydrated, not once the network is idle. What the test does next meets the page as a visitor meets
 * it while it is still loading.
 */
export async function openOnSlowPhone(page: Page, url: string): Promise<void> {
  await slowDownCpu(page);
  await page.goto(url, { waitUntil: 'commit' });
}

/**
 * Whether the control at this moment takes no press and says so: disabled (natively or by `aria-disabled`)
 * and busy.
 */
async function stateOf(control: Locator) {
  return control.evaluate((element) => {
    const disabled = element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
    return { disabled, busy: element.closest('[aria-busy="true"]') !== null };
  });
}

/**
 * Presses a control the moment it shows, the way a visitor does on a page still loading. A control that shows
 * before it works must say so (disabled and `aria-busy`): then the press waits until it is enabled, which it
 * must become by itself. Either way the caller then expects the press's effect, so that a control shown enabled
 * that drops the press fails its test.
 *
 * `press` is how it is pressed (a click by default; a tap, a check, typing for a box).
 */
export async function pressOnSight(
  control: Locator,
  press: (control: Locator) => Promise<void> = (target) => target.click(),
): Promise<void> {
  await control.waitFor({ state: 'visible' });
  const state = await stateOf(control);
  if (state.disabled) expect(state.busy, 'a control shown disabled says that it is loading').toBe(true);
  await press(control);
}
