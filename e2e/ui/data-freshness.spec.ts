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
    await expect(page.getByRole('region', { name: "What's new?" })).toContainText(
      'Trail of Bits publications: Data as of 2026-07-23',
    );
    await expect(page.getByRole('region', { name: 'Leaderboard', exact: true })).toContainText(
      'Market data: Source: web3icons metadata (MIT) · Data as of 2026-09-16',
    );
  });

  test('a project page and /security-alerts date the data they show', async ({ page }) => {
    await open(page, '/projects/aave');
    await expect(
      page.getByText('Market data: Source: web3icons metadata (MIT) · Data as of 2026-09-16'),
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
      ['CoinGecko', '2026-09-16'],
    ] as const) {
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect(row.getByRole('cell').nth(3)).toHaveText(`never refreshed: shipped snapshot of ${date}`);
    }
  });
});
