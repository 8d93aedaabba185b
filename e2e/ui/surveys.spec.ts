import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { animationsSettled, hydrated, open } from '../support/navigation';
import { logInAs } from '../support/session';

const SURVEY_DELAY_MS = 60_000;
const WEEK_MS = 604_800_000;
const PASSWORD = 'rampart2026';

const userTypeSurvey = (page: Page) => page.getByRole('dialog', { name: 'Which best describes you?' });
const thanks = (page: Page) => page.getByRole('dialog', { name: 'Thank you!' });
const storedValue = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Opens a page with the browser clock installed, and lets 60 s pass on it. The survey's timer starts when the page
 * has hydrated: time passed on the clock before then would not count towards it.
 */
async function waitOutTheDelay(page: Page, url: string) {
  await page.clock.install();
  await open(page, url);
  await hydrated(page);
  await page.clock.fastForward(SURVEY_DELAY_MS - 2_000);
  await expect(userTypeSurvey(page)).toHaveCount(0);
  await page.clock.fastForward(3_000);
}

test.describe('surveys for a new visitor', () => {
  // A new visitor: cookies accepted, but no userType and no last-notification time stored.
  test.use({
    storageState: async ({ baseURL }, provide) => {
      await provide({
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'cookieConsent', value: 'true' }] }],
      });
    },
  });

  test('the user-type survey appears after 60 s on /, with its cards; the mask does not close it', async ({
    page,
  }) => {
    await waitOutTheDelay(page, '/');
    const survey = userTypeSurvey(page);
    await expect(survey).toBeVisible();
    for (const [name, description] of [
      ['Retail Investor', 'You research and invest in tokens for personal finance.'],
      ['Institutional Partner', 'You manage blockchain initiatives for companies.'],
      ['Project Owner', 'You help develop, invest, or manage blockchain projects'],
    ] as const) {
      const card = survey.getByRole('radio', { name: new RegExp(name) });
      await expect(card).toContainText(name);
      await expect(card).toContainText(description);
      await expect(card.getByRole('img')).toBeVisible();
    }
    const next = survey.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.mouse.click(5, 5);
    await expect(survey).toBeVisible();
    await survey.getByRole('radio', { name: /Institutional Partner/ }).click();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(thanks(page)).toBeVisible();
    expect(await storedValue(page, 'userType')).toBe('Institutional Partner');
    for (const name of ['Yes, create an account', 'Log in', "I'll do it later"]) {
      await expect(thanks(page).getByRole('button', { name })).toBeVisible();
    }
    // Once answered, it does not come back.
    await page.reload();
    await hydrated(page);
    await page.clock.fastForward(SURVEY_DELAY_MS + 1_000);
    await expect(userTypeSurvey(page)).toHaveCount(0);
  });

  test("'Yes, create an account' opens sign-up", async ({ page }) => {
    await waitOutTheDelay(page, '/');
    await userTypeSurvey(page)
      .getByRole('radio', { name: /Retail Investor/ })
      .click();
    await userTypeSurvey(page).getByRole('button', { name: 'Next' }).click();
    await thanks(page).getByRole('button', { name: 'Yes, create an account' }).click();
    await expect(thanks(page)).toHaveCount(0);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });

  test("'Log in' opens the log-in form", async ({ page }) => {
    await waitOutTheDelay(page, '/');
    await userTypeSurvey(page)
      .getByRole('radio', { name: /Project Owner/ })
      .click();
    await userTypeSurvey(page).getByRole('button', { name: 'Next' }).click();
    await thanks(page).getByRole('button', { name: 'Log in' }).click();
    await expect(thanks(page)).toHaveCount(0);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log In' })).toBeVisible();
    expect(await storedValue(page, 'userType')).toBe('Project Owner');
  });

  test("'I'll do it later' closes", async ({ page }) => {
    await waitOutTheDelay(page, '/');
    await userTypeSurvey(page)
      .getByRole('radio', { name: /Retail Investor/ })
      .click();
    await userTypeSurvey(page).getByRole('button', { name: 'Next' }).click();
    await thanks(page).getByRole('button', { name: "I'll do it later" }).click();
    await expect(thanks(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the close icon closes the survey without storing a userType', async ({ page }) => {
    await waitOutTheDelay(page, '/projects/bitcoin');
    await expect(userTypeSurvey(page)).toBeVisible();
    await userTypeSurvey(page).getByRole('button', { name: 'Close' }).click();
    await expect(userTypeSurvey(page)).toHaveCount(0);
    expect(await storedValue(page, 'userType')).toBeNull();
  });

  test('on a small screen (428 px and less) the cards stack and shrink', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await waitOutTheDelay(page, '/');
    const cards = userTypeSurvey(page).getByRole('radio');
    await expect(cards).toHaveCount(3);
    const measure = () => Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    // The modal zooms in when it opens: the cards are measured once they have come to rest in one column.
    await expect.poll(async () => new Set((await measure()).map((box) => Math.round(box.x))).size).toBe(1);
    const boxes = await measure();
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    for (const box of boxes) expect(box.height).toBeLessThan(120);
    await expect(cards.first()).toHaveCSS('padding-top', '10px');
  });

  test('the user-type survey never shows on other pages', async ({ page }) => {
    await page.clock.install();
    for (const url of ['/company/about', '/resources', '/my/watchlists']) {
      await open(page, url);
      await page.clock.fastForward(SURVEY_DELAY_MS + 1_000);
      await expect(userTypeSurvey(page)).toHaveCount(0);
    }
  });

  test('a new account gets the first-login notification; the survey creates its first watchlist', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = newEmail('survey');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logInAs(page, email, PASSWORD);
    const notification = page.getByRole('region', { name: 'Feedback' });
    await expect(notification).toContainText('Welcome to Rampart!');
    await notification.getByRole('button', { name: 'Take the survey' }).click();
    await expect(notification).toHaveCount(0);

    const survey = page.getByRole('dialog').first();
    await expect(survey).toContainText('Help us personalise Rampart');
    await page.mouse.click(5, 5);
    await expect(survey).toContainText('Help us personalise Rampart');
    await animationsSettled(survey);
    await survey.getByRole('button', { name: "Let's start" }).click();
    await expect(survey).toContainText('Which best describes you?');
    await expect(survey.getByText('Step 1 of 4')).toBeVisible();
    await expect(survey.getByRole('radio')).toHaveCount(2);
    await expect(survey.getByRole('button', { name: 'Next' })).toBeDisabled();
    await survey.getByRole('radio', { name: /Institutional Partner/ }).click();
    await survey.getByRole('button', { name: 'Next' }).click();

    await expect(survey).toContainText('What type of institution do you represent?');
    await expect(survey.getByText('Step 2 of 4')).toBeVisible();
    for (const name of ['VC/Hedge fund', 'Blockchain Security', 'Exchange', 'Project Owner']) {
      await expect(survey.getByRole('radio', { name })).toBeVisible();
    }
    // Back returns to the previous question, its answer kept.
    await survey.getByRole('button', { name: 'Back' }).click();
    await expect(survey.getByRole('radio', { name: /Institutional Partner/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await survey.getByRole('button', { name: 'Next' }).click();
    await survey.getByRole('radio', { name: 'Exchange' }).click();
    await survey.getByRole('button', { name: 'Next' }).click();

    await expect(survey).toContainText('Which projects are your favourites?');
    await expect(survey.getByText('Step 3 of 4')).toBeVisible();
    await survey.getByRole('button', { name: 'Add projects' }).click();
    const picker = page.getByRole('dialog', { name: /^Add Projects/ });
    const rows = picker.getByRole('list', { name: 'Projects' }).getByRole('button');
    await expect(rows.first()).toBeVisible();
    const picked = [
      (await rows.nth(0).getAttribute('aria-label'))!,
      (await rows.nth(1).getAttribute('aria-label'))!,
    ];
    await rows.nth(0).click();
    await rows.nth(1).click();
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(picker).toHaveCount(0);
    for (const name of picked) await expect(survey.getByText(name, { exact: true })).toBeVisible();
    await survey.getByRole('button', { name: 'Next' }).click();

    await expect(survey).toContainText('Name your watchlist');
    await expect(survey.getByText('Step 4 of 4')).toBeVisible();
    await expect(survey.getByRole('button', { name: 'Next' })).toBeDisabled();
    await survey.getByPlaceholder('Enter a new watchlist name').fill('Survey picks');
    await survey.getByRole('button', { name: 'Next' }).click();
    await expect(survey).toContainText('Thank you!');
    await expect(survey).toContainText('Your watchlist Survey picks is ready');
    await survey.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await open(page, '/my/watchlists');
    const list = page.getByRole('navigation', { name: 'Your watchlists' }).getByRole('button', {
      name: /^Survey picks/,
    });
    await expect(list).toContainText('2');
    for (const name of picked) await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    // Answered: no notification on the next visit.
    const surveyRead = page.waitForResponse((response) => response.url().endsWith('/api/user/survey'));
    await open(page, '/');
    await surveyRead;
    await expect(page.getByRole('region', { name: 'Feedback' })).toHaveCount(0);
  });

  test("'I'll do it later' stores the time; the notification returns only after 7 days", async ({
    page,
    request,
  }) => {
    const email = newEmail('later');
    await createVerifiedUser(request, email, PASSWORD);
    await page.clock.install();
    await open(page, '/');
    await logInAs(page, email, PASSWORD);
    const notification = page.getByRole('region', { name: 'Feedback' });
    await expect(notification).toContainText('Welcome to Rampart!');
    await notification.getByRole('button', { name: 'Take the survey' }).click();
    await page.getByRole('dialog').getByRole('button', { name: "I'll do it later" }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const storedAt = Number(await storedValue(page, 'survey-last-notification-time'));
    expect(storedAt).toBeGreaterThan(0);

    const visitAt = async (time: number) => {
      await page.clock.setSystemTime(time);
      const surveyRead = page.waitForResponse((response) => response.url().endsWith('/api/user/survey'));
      await open(page, '/');
      await surveyRead;
    };
    await visitAt(storedAt + 60_000);
    await expect(notification).toHaveCount(0);
    await visitAt(storedAt + WEEK_MS - 60_000);
    await expect(notification).toHaveCount(0);
    await visitAt(storedAt + WEEK_MS + 60_000);
    await expect(notification).toContainText('Help us improve Rampart');
  });
});

test.describe('the personalisation survey of a user with a userType stored and a watchlist', () => {
  test.use({
    storageState: async ({ baseURL }, provide) => {
      await provide({
        cookies: [],
        origins: [
          {
            origin: baseURL!,
            localStorage: [
              { name: 'cookieConsent', value: 'true' },
              { name: 'userType', value: 'Retail Investor' },
            ],
          },
        ],
      });
    },
  });

  test('leaves out the user-type question and the watchlist steps', async ({ page, request }) => {
    const email = newEmail('survey-short');
    await createVerifiedUser(request, email, PASSWORD);
    await open(page, '/');
    await logInAs(page, email, PASSWORD);
    const created = await page.request.post('/api/watchlist/create', { data: { name: 'Mine' } });
    expect(created.status()).toBe(200);
    const notification = page.getByRole('region', { name: 'Feedback' });
    await notification.getByRole('button', { name: 'Take the survey' }).click();
    const survey = page.getByRole('dialog').first();
    await expect(survey).toContainText('Help us personalise Rampart');
    await animationsSettled(survey);
    await survey.getByRole('button', { name: "Let's start" }).click();
    await expect(survey).toContainText('What is your level of expertise?');
    await expect(survey.getByText('Step 1 of 1')).toBeVisible();
    await survey.getByRole('radio', { name: 'Proficient' }).click();
    await survey.getByRole('button', { name: 'Next' }).click();
    await expect(survey).toContainText('Thank you!');
    const stored = await page.request.get('/api/user/survey');
    expect(await stored.json()).toEqual({
      survey: { userType: 'Retail Investor', expertiseType: 'Proficient' },
    });
  });
});

test.describe('the user-type survey with a userType stored', () => {
  test('never shows, even on /', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    await page.clock.fastForward(SURVEY_DELAY_MS + 1_000);
    await expect(userTypeSurvey(page)).toHaveCount(0);
  });
});
