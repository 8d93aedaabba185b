import { expect, test, type Page, type Request } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { logInAs } from '../support/session';

const PASSWORD = 'rampart2026';

const STEPS = [
  ['Your account', 'Open this menu to go to Account Settings and to view your Watchlists.'],
  ['Search for projects', 'Use the Search Bar to find projects by name or token symbol.'],
  [
    'Stay informed on safety',
    'See the recent security alerts, and use Report Incident to report an unsafe project.',
  ],
  ['Keep up with trends', 'See the projects trending in the community.'],
  ["What's new?", 'See the projects that recently completed an audit.'],
  [
    'Filter through projects',
    'Use the advanced filtering to narrow the leaderboard down by chain, category, score and audit.',
  ],
  ['In the works...', 'See the new projects undergoing an audit.'],
] as const;
const SIGNED_OUT_DONE =
  'Create an account to keep watchlists of the projects you follow and hear about their security.';
const SIGNED_IN_DONE = 'You are all set: add projects to your watchlists to follow their security.';
const SKIP = 'You can take the tour again at any time from Account Settings > Guided Tour > Get Started.';

const tooltip = (page: Page) => page.getByRole('alertdialog');

async function expectStep(
  page: Page,
  [title, body]: readonly [string, string],
  number: number,
  total: number,
) {
  const card = tooltip(page);
  await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(card.getByText(body, { exact: true })).toBeVisible();
  await expect(card.getByText(`${number} of ${total}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Back' })).toBeVisible();
}

/** Marks the document, so that a full reload (which would drop the mark) can be told from a client navigation. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { tourMark: string }).tourMark = 'kept';
  });
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { tourMark?: string }).tourMark ?? null);

async function skipAndReturn(page: Page, step: readonly [string, string], number: number, total: number) {
  await tooltip(page).getByRole('button', { name: 'Close' }).click();
  await expect(tooltip(page).getByRole('heading', { name: 'Do you want to skip?' })).toBeVisible();
  await expect(tooltip(page).getByText(SKIP, { exact: true })).toBeVisible();
  await expect(tooltip(page).getByRole('button', { name: 'Yes, skip' })).toBeVisible();
  await tooltip(page).getByRole('button', { name: 'Return to tour' }).click();
  await expectStep(page, step, number, total);
}

/** Signs out behind the page's back, then lets the session provider notice (as it does on tab visibility). */
const signOutUnderneath = (page: Page) =>
  page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    await fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, json: 'true' }),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Collects the names of the tour's analytics events the page sends. */
function recordTourEvents(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/user/events')) return;
    const { eventName } = request.postDataJSON() as { eventName: string };
    if (eventName.startsWith('tour_')) names.push(eventName);
  });
  return names;
}

test.describe('guided tour', () => {
  test('signed out: 6 steps counted N of 6, skip and return, and the end lands on /?x=2 without a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const events = recordTourEvents(page);
    await open(page, '/?tour=1&x=2');
    await markDocument(page);
    await expect(tooltip(page)).toBeVisible();
    // The overlay at z-index 999, the step at 1000, the tooltip 380 px wide on a wide screen.
    await expect(page.getByTestId('overlay')).toHaveCSS('z-index', '999');
    await expect(page.getByTestId('floater')).toHaveCSS('z-index', '1000');
    await expect(tooltip(page)).toHaveCSS('width', '380px');
    const steps = STEPS.slice(1);
    for (const [index, step] of steps.entries()) {
      await expectStep(page, step, index + 1, 6);
      if (index === 2) await skipAndReturn(page, step, index + 1, 6);
      if (index === 1) {
        await tooltip(page).getByRole('button', { name: 'Back' }).click();
        await expectStep(page, steps[0]!, 1, 6);
        await tooltip(page).getByRole('button', { name: 'Next' }).click();
        await expectStep(page, step, 2, 6);
      }
      await tooltip(page).getByRole('button', { name: 'Next' }).click();
    }
    await expect(tooltip(page).getByRole('heading', { name: 'You completed the tour!' })).toBeVisible();
    await expect(tooltip(page).getByText(SIGNED_OUT_DONE, { exact: true })).toBeVisible();
    await expect(tooltip(page).getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await tooltip(page).getByRole('button', { name: 'Done' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?x=2$/);
    expect(await documentMark(page)).toBe('kept');
    await expect
      .poll(() => [...new Set(events)].sort())
      .toEqual(['tour_finish', 'tour_next', 'tour_previous']);
  });

  test('opens 0.4 s after it is asked for, not before', async ({ page }) => {
    // The browser clock stands still from the start: the open delay passes only when the test lets it.
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const loadingScripts = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loadingScripts.add(request);
    });
    page.on('requestfinished', (request) => loadingScripts.delete(request));
    page.on('requestfailed', (request) => loadingScripts.delete(request));
    await open(page, '/?tour=1');
    // Signed out and the session known: the tour has been asked for. Its code loads once the URL asks for it, and
    // its delay starts once that code has mounted; the page's clock stands still meanwhile.
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect.poll(() => loadingScripts.size).toBe(0);
    await page.waitForTimeout(500);
    await page.clock.runFor(399);
    await expect(page.getByTestId('overlay')).toHaveCount(0);
    await expect(tooltip(page)).toHaveCount(0);
    // It opens at 0.4 s; Joyride may then bring its first target into place (a scroll of up to 300 ms) before it
    // draws the overlay.
    await page.clock.runFor(1);
    await page.clock.runFor(300);
    await expect(page.getByTestId('overlay')).toBeAttached();
    await page.clock.resume();
    await expectStep(page, STEPS[1], 1, 6);
  });

  test('signed out: the completion card offers sign-up', async ({ page }) => {
    await open(page, '/?tour=1');
    for (let step = 0; step < 6; step += 1) {
      await expect(tooltip(page).getByText(`${step + 1} of 6`, { exact: true })).toBeVisible();
      await tooltip(page).getByRole('button', { name: 'Next' }).click();
    }
    await tooltip(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in: 7 steps counted N of 7, from the account step to the signed-in card; skipping ends it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = newEmail('tour');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logInAs(page, email, PASSWORD);

    // The avatar menu's Guided Tour starts it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Guided Tour' }).click();
    await expect(page).toHaveURL(/\/\?tour=1$/);
    for (const [index, step] of STEPS.entries()) {
      await expectStep(page, step, index + 1, 7);
      if (index === 0) await skipAndReturn(page, step, 1, 7);
      await tooltip(page).getByRole('button', { name: 'Next' }).click();
    }
    await expect(tooltip(page).getByRole('heading', { name: 'You completed the tour!' })).toBeVisible();
    await expect(tooltip(page).getByText(SIGNED_IN_DONE, { exact: true })).toBeVisible();
    await expect(tooltip(page).getByRole('button')).toHaveCount(1);
    await tooltip(page).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Account Settings > Guided Tour > Get Started, then 'Yes, skip' on step 2.
    await open(page, '/my/settings');
    await page.getByRole('tab', { name: 'Guided Tour' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expectStep(page, STEPS[0], 1, 7);
    await markDocument(page);
    await tooltip(page).getByRole('button', { name: 'Next' }).click();
    await expectStep(page, STEPS[1], 2, 7);
    await tooltip(page).getByRole('button', { name: 'Close' }).click();
    const events = recordTourEvents(page);
    await tooltip(page).getByRole('button', { name: 'Yes, skip' }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect.poll(() => events).toContain('tour_skip');
    await expect(page).toHaveURL(/\/$/);
    expect(await documentMark(page)).toBe('kept');
  });

  test('a missing or hidden target is logged and its step skipped', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '#trending { display: none !important; }';
        document.head.appendChild(style);
      });
    });
    await open(page, '/?tour=1');
    await expectStep(page, STEPS[1], 1, 6);
    await tooltip(page).getByRole('button', { name: 'Next' }).click();
    await expectStep(page, STEPS[2], 2, 6);
    await tooltip(page).getByRole('button', { name: 'Next' }).click();
    // 'Keep up with trends' (3 of 6) has no visible target: the tour goes on to 4 of 6.
    await expectStep(page, STEPS[4], 4, 6);
    expect(warnings.some((text) => text.includes('missing or hidden'))).toBe(true);
  });

  test('the session status: signing out on step 1 drops the account step, after progress it stops the tour', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = newEmail('tour-session');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logInAs(page, email, PASSWORD);
    await open(page, '/?tour=1');
    await expectStep(page, STEPS[0], 1, 7);
    await tooltip(page).getByRole('button', { name: 'Next' }).click();
    await expectStep(page, STEPS[1], 2, 7);
    await signOutUnderneath(page);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(tooltip(page)).toHaveCount(0);

    await logInAs(page, email, PASSWORD);
    await open(page, '/?tour=1');
    await expectStep(page, STEPS[0], 1, 7);
    await signOutUnderneath(page);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectStep(page, STEPS[1], 1, 6);
  });
});
