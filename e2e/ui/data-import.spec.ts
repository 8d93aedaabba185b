import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { open } from '../support/navigation';

// The server imported the real data sets of data/ on its first start, as every `npm start` does.

// Every incident on one page: a navigation renders some 900 rows, which takes a while on a busy machine.
const NAVIGATION = { timeout: 20_000 };

test.describe('the real data sets', () => {
  test("search finds a real incident's project, whose page shows the incident with its source credited", async ({
    page,
  }) => {
    await open(page, '/');
    const box = page.getByRole('combobox', { name: 'Search projects' });
    await box.click();
    await box.fill('Bybit');
    await expect(page.getByRole('option').first()).toHaveAccessibleName('bybit');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/bybit$/, NAVIGATION);
    await expect(page.getByRole('heading', { level: 1, name: 'Bybit' })).toBeVisible();

    const alerts = page.getByRole('region', { name: 'Security Alerts' });
    const incident = alerts.getByRole('listitem').filter({ hasText: 'Phishing / social engineering' });
    await expect(incident).toHaveCount(1);
    await expect(incident).toContainText('lost $1.5B');
    await expect(incident).toContainText('Source: DeFiHackLabs (Apache-2.0)');
    await expect(incident.getByRole('link', { name: 'DeFiHackLabs' })).toHaveAttribute('href', /^https:\/\//);
    await expect(
      page.getByText(/^Project data: Source: web3icons metadata \+ Rampart project facts/),
    ).toBeVisible();
  });

  test('/security-alerts filters to one chain and year, and its CSV holds exactly the rows shown', async ({
    page,
  }) => {
    await open(page, '/');
    await page
      .getByRole('region', { name: 'Security Alerts' })
      .getByRole('link', { name: 'All security alerts' })
      .click();
    await expect(page).toHaveURL(/\/security-alerts$/, NAVIGATION);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Security Alerts' })).toBeVisible();
    await expect(page.getByRole('figure').filter({ hasText: 'Losses by month' })).toBeVisible();
    await expect(page.getByRole('figure').filter({ hasText: 'Incidents by attack category' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Chain' }).click();
    await page.getByRole('combobox', { name: 'Chain' }).fill('Arbitrum');
    await page.getByTitle('Arbitrum', { exact: true }).click();
    await expect(page).toHaveURL(/\?chain=Arbitrum$/, NAVIGATION);
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByTitle('2023', { exact: true }).click();
    await expect(page).toHaveURL(/\?year=2023&chain=Arbitrum$/, NAVIGATION);

    const table = page.getByRole('table', { name: 'Security alerts' });
    const rows = table.getByRole('row').filter({ has: page.locator('td time') });
    await expect.poll(async () => (await rows.allTextContents()).length).toBeGreaterThan(0);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('time')?.textContent ?? '',
        tr.querySelectorAll('td')[1]?.textContent ?? '',
      ]),
    );
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').nth(3)).toContainText('Arbitrum');
      await expect(row.getByRole('cell').first()).toHaveText(/^2023-/);
    }

    // Under a page of incidents: every row of the view is on this one page.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(href).toBe('/api/security-alerts/export?year=2023&chain=Arbitrum');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Project,Project page,Attack category,Root cause,Chains,Loss (USD),Source,Licence,Link',
    );
    const csvRows = lines.slice(1);
    expect(csvRows).toHaveLength(shown.length);
    csvRows.forEach((line, index) => {
      expect(line.startsWith(`${shown[index]![0]},`)).toBe(true);
    });
  });

  test('sorts the incidents by loss, largest first', async ({ page }) => {
    await open(page, '/security-alerts');
    await page.getByRole('link', { name: 'Loss', exact: true }).click();
    await expect(page).toHaveURL(/\?sort=loss$/, NAVIGATION);
    const table = page.getByRole('table', { name: 'Security alerts' });
    await expect(table.getByRole('columnheader', { name: /Loss/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.getByRole('row').nth(1)).toContainText('$1.5B');
  });

  test('pages the incidents 50 at a time through links that keep the view, and details keep the page', async ({
    page,
  }) => {
    await open(page, '/security-alerts?sort=loss');
    const table = page.getByRole('table', { name: 'Security alerts' });
    const rows = table.getByRole('row').filter({ has: page.locator('td time') });
    await expect(rows).toHaveCount(50);
    await expect(page.getByText(/^Incidents 1–50 of \d+$/)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: '1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const next = pagination.getByRole('link', { name: 'Next Page' });
    await expect(next).toHaveAttribute('href', '/security-alerts?sort=loss&page=2');
    await next.click();
    await expect(page).toHaveURL(/\?sort=loss&page=2$/, NAVIGATION);
    await expect(page.getByText(/^Incidents 51–100 of \d+$/)).toBeVisible(NAVIGATION);
    await expect(rows).toHaveCount(50);
    await expect(table.getByRole('columnheader', { name: /Loss/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await rows
      .first()
      .getByRole('link', { name: /^Details of the / })
      .click();
    await expect(page).toHaveURL(/\?sort=loss&page=2&alert=\d+$/, NAVIGATION);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\?sort=loss&page=2$/, NAVIGATION);

    // A filter starts the view again from its first page.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Project', exact: true }).click();
    await page.getByTitle('Without a listed project', { exact: true }).click();
    await expect(page).toHaveURL(/\?project=without&sort=loss$/, NAVIGATION);
  });

  test("an incident's details open in the large drawer, 736 px wide, and closing it keeps the view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/security-alerts?year=2025&chain=Ethereum');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: /^Details of the Bybit incident of 2025-/ }).click();
    await expect(page).toHaveURL(/\?year=2025&chain=Ethereum&alert=\d+$/, NAVIGATION);
    const drawer = page.getByRole('dialog', { name: 'Bybit: Phishing / social engineering' });
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => drawer.boundingBox())
      .toEqual({ x: 1280 - 736, y: 0, width: 736, height: 900 });
    await expect(drawer.getByRole('row', { name: /^Loss \$1\.5B$/ })).toBeVisible();
    await expect(drawer.getByText('Source: DeFiHackLabs (Apache-2.0)')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Bybit' })).toHaveAttribute('href', '/projects/bybit');

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\?year=2025&chain=Ethereum$/, NAVIGATION);
    await expect(drawer).toBeHidden();

    // A phone: the large drawer covers the screen instead of overflowing it.
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('link', { name: /^Details of the Bybit incident of 2025-/ }).click();
    await expect.poll(async () => drawer.boundingBox()).toEqual({ x: 0, y: 0, width: 400, height: 800 });
  });

  test('/company/data-sources lists every data set with its licence and snapshot', async ({ page }) => {
    await open(page, '/company/data-sources');
    await expect(page.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible();
    for (const [name, licence] of [
      ['DeFiHackLabs', 'Apache-2.0'],
      ['Trail of Bits publications', 'CC BY-SA 4.0'],
      ['web3icons metadata', 'MIT'],
      ['web3icons icons', 'MIT'],
    ] as const) {
      // The table of data sets (the refresh table below it names some of them too).
      const row = page
        .getByTestId('data-sets')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });
      await expect(row.getByRole('cell').nth(1)).toHaveText(licence);
    }
    await expect(
      page
        .getByTestId('data-sets')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'DeFiHackLabs' }) })
        .getByRole('cell')
        .last(),
    ).toHaveText('857');
  });

  test('the new pages have no serious or critical accessibility violations', async ({ page }) => {
    test.slow();
    // One year and chain: the same page as the full list, a few rows for axe to go through instead of 900.
    for (const path of ['/security-alerts?year=2023&chain=Arbitrum', '/company/data-sources']) {
      await open(page, path);
      const serious = await seriousViolations(page);
      expect(serious, path).toEqual([]);
    }
  });
});
