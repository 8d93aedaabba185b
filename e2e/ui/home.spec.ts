import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, newEmail } from '../support/mailbox';
import { open } from '../support/navigation';
import { logInAs } from '../support/session';

const projectRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('link') });
const gaugeScores = (page: Page) =>
  page
    .getByRole('img', { name: /Security Score \d/ })
    .evaluateAll((gauges) =>
      gauges.map((g) => Number(/Security Score ([\d.]+)/.exec(g.getAttribute('aria-label') ?? '')?.[1])),
    );

test.describe('home page', () => {
  test('lists the projects by rank with their logos and scores, server-rendered', async ({
    page,
    request,
  }) => {
    // Server-rendered: the first rows are in the HTML before any script runs.
    const html = await (await request.get('/')).text();
    expect(html).toContain('Security Leaderboard');
    expect(html).toMatch(/Security Score \d+\.\d{2}, tier (AAA|AA|A|BBB|BB|B|CCC)/);

    await open(page, '/');
    await expect(page.getByRole('heading', { name: 'Security Leaderboard' })).toBeVisible();
    await expect(projectRows(page)).toHaveCount(25);

    const first = projectRows(page).first();
    await expect(first.getByRole('cell').first()).toHaveText('1');
    await expect(first.getByRole('img', { name: /Security Score \d+\.\d{2}/ })).toBeVisible();
    const logo = first.getByRole('img', { name: / logo$/ });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const scores = await gaugeScores(page);
    expect(scores).toHaveLength(25);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  test('every script of a first visit asks the browser to compile it while it streams in', async ({
    page,
  }) => {
    // Decision 0015: V8's explicit compile hint opens each chunk, so the phone's main thread is spared the work.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(new URL(response.url()).pathname)) {
        scripts.push(response.text());
      }
    });
    await open(page, '/');
    await expect(projectRows(page)).toHaveCount(25);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  test('pages through the ranking, and the page survives a reload', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(projectRows(page).first().getByRole('cell').first()).toHaveText('26');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(projectRows(page).first().getByRole('cell').first()).toHaveText('26');
  });

  test('sorts by a column, and the sort survives a reload', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('columnheader', { name: 'Security Score' }).click();
    await expect(page).toHaveURL(/\?sort=score&order=asc$/);
    await expect
      .poll(async () => {
        const scores = await gaugeScores(page);
        return scores.length === 25 && scores.every((s, i) => i === 0 || scores[i - 1]! <= s);
      })
      .toBe(true);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const scores = await gaugeScores(page);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    await expect(page.getByRole('columnheader', { name: 'Security Score' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('sorts and pages without any script: the headers are forms and the pages are links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('columnheader', { name: 'Security Score' }).click();
    await expect(page).toHaveURL(/\?sort=score&order=asc$/);
    const scores = await gaugeScores(page);
    expect(scores).toHaveLength(25);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\?sort=score&order=asc&page=2$/);
    await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });

  test('filters in the advanced-filter panel, and the filter survives a reload', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Advanced filter' }).click();
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await category.fill('DEX');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?category=DEX$/);
    await expect(page.getByRole('button', { name: 'Advanced filter (1 active)' })).toBeVisible();
    const categories = () =>
      projectRows(page).evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[4]?.textContent));
    await expect.poll(async () => (await categories()).every((c) => c === 'DEX')).toBe(true);
    expect((await categories()).length).toBeGreaterThan(0);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect((await categories()).every((c) => c === 'DEX')).toBe(true);
  });
});

test.describe('home areas', () => {
  test('shows trending projects, security alerts, recently audited and in-the-works audits', async ({
    page,
  }) => {
    await open(page, '/');
    for (const [name, heading] of [
      ['trending', 'Trending'],
      ['security-alerts', 'Security Alerts'],
      ['recently-audited', "What's new?"],
    ] as const) {
      const area = page.getByRole('region', { name: heading });
      await expect(area).toBeVisible();
      await expect(area).toHaveAttribute('id', name);
      await expect(area.getByRole('listitem')).toHaveCount(5);
    }
    // No public source lists audits in progress (e2e/ui/synthetic-panels.spec.ts shows imported ones).
    const works = page.getByRole('region', { name: 'In the works...' });
    await expect(works).toHaveAttribute('id', 'in-the-works');
    await expect(works).toContainText('No audit in progress — request one');
    const firstAlert = page.getByRole('region', { name: 'Security Alerts' }).getByRole('listitem').first();
    await expect(firstAlert).toContainText(/lost (\$[\d.]+[KMB]?|—)/);
    await expect(firstAlert.locator('time')).toHaveText(
      / ago$|^yesterday$|^last (week|month|year)$|^this minute$/,
    );
  });
});

test.describe('Report Incident', () => {
  test('sends a report from the Security Alerts area and confirms it', async ({ page }) => {
    await open(page, '/');
    await page
      .getByRole('region', { name: 'Security Alerts' })
      .getByRole('button', { name: 'Report Incident' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Report an incident' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Invalid email.')).toBeVisible();

    await dialog.getByLabel('Project').fill('Bitcoin');
    // The type list filters as one types; Enter takes the first match.
    await dialog.getByRole('combobox', { name: 'Type' }).fill('Phishing');
    await dialog.getByRole('combobox', { name: 'Type' }).press('Enter');
    await expect(dialog.getByTitle('Phishing')).toBeVisible();
    await dialog.getByLabel('Description').fill('A fake wallet site is collecting seed phrases from users.');
    await dialog.getByLabel('Evidence link').fill('https://phishing-report.test/report');
    await dialog.getByLabel('Your e-mail').fill('reporter@example.com');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByText('Thank you: your report was received and will be reviewed by our team.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('signed in, the report is sent without asking for an e-mail', async ({ page, request }) => {
    const email = newEmail('reporter');
    await createVerifiedUser(request, email, 'rampart2026');
    await open(page, '/');
    await logInAs(page, email, 'rampart2026');
    await page
      .getByRole('region', { name: 'Security Alerts' })
      .getByRole('button', { name: 'Report Incident' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Report an incident' });
    await expect(dialog.getByText(`We will write to ${email} if we have questions.`)).toBeVisible();
    await expect(dialog.getByLabel('Your e-mail')).toHaveCount(0);
    await dialog.getByLabel('Project').fill('Ethereum');
    // The type list filters as one types; Enter takes the first match.
    await dialog.getByRole('combobox', { name: 'Type' }).fill('Exploit');
    await dialog.getByRole('combobox', { name: 'Type' }).press('Enter');
    await expect(dialog.getByTitle('Exploit')).toBeVisible();
    await dialog
      .getByLabel('Description')
      .fill('A bridge contract let anyone withdraw without a valid proof.');
    await dialog.getByLabel('Evidence link').fill('https://explorer.test/tx/0xdef');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByText('Thank you: your report was received and will be reviewed by our team.'),
    ).toBeVisible();
  });
});
