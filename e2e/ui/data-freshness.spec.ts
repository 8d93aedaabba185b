import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

// The server imported the real data sets of data/ on its first start and was never refreshed: each public
// source's data is as of its shipped snapshot.

test.describe('data as of', () => {
  test('the home page dates each public source beside its credits', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Security Alerts' })).toContainText(
      'DeFiHackLabs: Data as of 2026-08-22',
    );
    // The newest audits come from firms' portfolios read at a pinned commit, each credited on its line; a date line
    // is given only for a source that the refresh reads.
    const whatsNew = page.getByRole('region', { name: "What's new?" });
    for (const item of await whatsNew.getByRole('listitem').all())
      await expect(item).toContainText('Source: ');
    await expect(page.getByRole('region', { name: 'Leaderboard', exact: true })).toContainText(
      'Market data: Source: web3icons metadata (MIT) · Data as of 2024-03-31',
    );
  });

  test('a project page and /security-alerts date the data they show', async ({ page }) => {
    await open(page, '/projects/aave');
    await expect(
      page.getByText('Market data: Source: web3icons metadata (MIT) · Data as of 2024-03-31'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audits', exact: true })).toContainText(
      'Trail of Bits publications: Data as of 2026-07-23',
    );
    await open(page, '/security-alerts');
    await expect(page.getByText('DeFiHackLabs: Data as of 2026-08-22')).toBeVisible();
  });

  test('/company/data-sources says that no source has been refreshed yet', async ({ page }) => {
    await open(page, '/company/data-sources');
    for (const [name, date] of [
      ['DeFiHackLabs', '2026-08-22'],
      ['Trail of Bits publications', '2026-07-23'],
      ['CoinGecko', '2024-03-31'],
    ] as const) {
      const row = page
        .getByTestId('data-sets')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect(row.getByRole('cell').nth(3)).toHaveText(`never refreshed: shipped snapshot of ${date}`);
    }
  });

  test('/company/data-sources says, per source, its last attempt and last success, and that the refresh is off', async ({
    page,
  }) => {
    await open(page, '/company/data-sources');
    // The test servers run with REFRESH_SOURCES=none: no source has been read, and the page says so.
    await expect(page.getByTestId('refresh-schedule')).toHaveText(/The daily refresh is off on this site/);
    const table = page.getByTestId('refresh-status');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Source',
      'Daily refresh',
      'Last attempt',
      'Last success',
      'Last failure',
    ]);
    for (const source of ['defihacklabs', 'trailofbits', 'coingecko']) {
      await expect(table.getByTestId(`refresh-status-${source}`).getByRole('cell')).toHaveText([
        'off',
        'never',
        'never',
        'none',
      ]);
    }
  });
});
