import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

test.describe('project page', () => {
  test('shows the score with its rank, the six categories and every signal, audits and alerts', async ({
    page,
  }) => {
    await page.goto('/projects/ethereum');
    await expect(page).toHaveTitle(/Ethereum security score/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ethereum' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Security Score \d+\.\d{2}, tier/ })).toBeVisible();
    await expect(page.getByText(/#\d+ of \d+/)).toBeVisible();
    const breakdown = page.getByRole('region', { name: 'Score breakdown' });
    for (const name of [
      'Code Security',
      'Operational Resilience',
      'Fundamental Health',
      'Governance Strength',
      'Market Stability',
      'Community Trust',
    ]) {
      await expect(breakdown.getByRole('heading', { name })).toBeVisible();
    }
    await expect(breakdown.getByRole('row')).toHaveCount(22 + 6);
    await expect(page.getByRole('region', { name: 'Audits', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Security Alerts' })).toBeVisible();
    await expect(
      page.getByText(/^Project data: Source: web3icons metadata \+ Rampart project facts/),
    ).toBeVisible();
  });

  test('says what no public source gives instead of making it up: monitoring, KYC, bug bounty, audits in progress', async ({
    page,
  }) => {
    await open(page, '/projects/uniswap');
    const monitoring = page.getByRole('region', { name: 'Skynet monitoring' });
    await expect(monitoring).toContainText('Not monitored yet.');
    // No RPC endpoint is configured on this server: its contracts are said not to be read, and no chain is asked.
    await expect(monitoring).toContainText(
      /contracts: not read: this server has no RPC endpoint for Ethereum, /,
    );
    await expect(monitoring.getByRole('article')).toHaveCount(0);
    await expect(monitoring.getByRole('link', { name: 'What Skynet monitors' })).toHaveAttribute(
      'href',
      '/products/skynet',
    );
    const facts = page.getByRole('region', { name: 'KYC and bug bounty' });
    await expect(facts).toContainText('No KYC on record');
    await expect(facts).toContainText('No bug bounty on record');
    const works = page.getByRole('region', { name: 'In the works...' });
    await expect(works).toContainText('No audit in progress — request one');
    await works.getByRole('link', { name: 'request one' }).click();
    await expect(page.getByRole('dialog', { name: 'Protect Your Project Today' })).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/uniswap\?quote=1$/);
    // Its real audits, from the firms' own portfolios, with their report links.
    const audits = page.getByRole('region', { name: 'Audits', exact: true }).getByRole('listitem');
    await expect(audits.first()).toContainText('Source: ');
    await expect(audits.first().getByRole('link', { name: /^Report of the .+ audit of / })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('shows the score history with each change explained, for 30 days, 90 days or a year', async ({
    page,
  }) => {
    // The range is applied in the browser: the links act once the page is interactive.
    await open(page, '/projects/ethereum');
    const history = page.getByRole('region', { name: 'Score history' });
    // The data sets were imported today: the history starts with one day, then grows a day per daily scoring.
    await expect(history).toContainText(/One day of history so far: \d+\.\d{2} on \d{4}-\d{2}-\d{2}\./);
    await expect(history.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(history.getByRole('heading', { name: 'What changed' })).toBeVisible();
    await history.getByRole('link', { name: '1 year' }).click();
    await expect(page).toHaveURL(/\?range=365#score-history$/);
    await expect(
      page.getByRole('region', { name: 'Score history' }).getByRole('link', { name: '1 year' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the history names the incident that moved the score, with its data set', async ({ page }) => {
    // Euler's score took its $200M exploit of 2023-03-13 from the DeFiHackLabs data set when it was imported.
    await open(page, '/projects/euler');
    const history = page.getByRole('region', { name: 'Score history' });
    await expect(history.getByRole('heading', { name: 'What changed' })).toBeVisible();
    await expect(history).toContainText(
      'DeFiHackLabs: incident of EulerFinance on 2023-03-13, $200M lost, added',
    );
  });

  test('an unknown project is a 404 page', async ({ page }) => {
    const response = await page.goto('/projects/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the leaderboard links to the project page', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const link = page.getByRole('row').nth(1).getByRole('link');
    const name = (await link.locator('strong').textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('voting changes the share of yes, and a changed vote replaces the first', async ({ page }) => {
    await page.goto('/projects/monero');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const votes = page.getByRole('region', { name: 'Is this project safe?' });
    const readout = votes.getByText(/% say yes · \d+ votes?|No votes yet/);
    await expect(readout).toBeVisible();
    const before = (await readout.textContent())!;
    const count = (text: string) => Number(/· (\d+) vote/.exec(text)?.[1] ?? 0);

    await votes.getByRole('button', { name: 'Yes' }).click();
    await expect(votes.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(readout).not.toHaveText(before);
    const afterYes = (await readout.textContent())!;
    expect(count(afterYes)).toBe(count(before) + 1);

    await votes.getByRole('button', { name: 'No' }).click();
    await expect(votes.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(readout).not.toHaveText(afterYes);
    expect(count((await readout.textContent())!)).toBe(count(before) + 1);

    // The vote is the server's: it is still there after a reload.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Is this project safe?' }).getByRole('button', { name: 'No' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('project page on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('lays out the history, audits and monitoring, and the footer, only as they near the screen', async ({
    page,
  }) => {
    await open(page, '/projects/ethereum');
    // An element of a region the browser skips is in the page, but rendered only once the region nears the screen.
    const isRendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'Ethereum' })).toBeVisible();
    expect(await isRendered('h1')).toBe(true);
    expect(await isRendered('#audits h2')).toBe(false);
    expect(await isRendered('footer a')).toBe(false);

    await page.locator('#audits-title').scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered('#audits h2')).toBe(true);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered('footer a')).toBe(true);
  });
});
