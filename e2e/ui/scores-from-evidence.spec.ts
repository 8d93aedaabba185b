import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

// The server imported the real data sets of data/ on its first start, as every `npm start` does.

const NAVIGATION = { timeout: 20_000 };

test.describe('scores from evidence only', () => {
  test('the leaderboard ranks the rated projects and links to the ones that are not rated', async ({
    page,
  }) => {
    await open(page, '/');
    const leaderboard = page.getByRole('region', { name: 'Leaderboard', exact: true });
    await expect(
      leaderboard.getByRole('img', {
        name: /^Security Score \d+\.\d{2}, tier [A-C]{1,3}, (high|medium|low) confidence, coverage /,
      }),
    ).toHaveCount(25);
    await expect(leaderboard.getByText('Not rated', { exact: true })).toHaveCount(0);
    await expect(leaderboard).toContainText(/Not rated: [\d,]+ projects have too little security evidence/);
    await leaderboard.getByRole('link', { name: 'Show them' }).click();
    await expect(page).toHaveURL(/\/\?coverage=not_enough$/, NAVIGATION);
    const unranked = page.getByRole('region', { name: 'Leaderboard', exact: true });
    await expect(unranked.getByRole('img', { name: /^Security Score: not rated, / })).toHaveCount(25);
    await expect(unranked.getByRole('img', { name: /^Security Score \d/ })).toHaveCount(0);
    await expect(unranked.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('N/A');
    await expect(unranked).toContainText(
      'Not rated: Rampart holds no audit, incident or bug bounty for these projects',
    );
    await unranked.getByRole('link', { name: 'Back to the ranked projects' }).click();
    await expect(page).toHaveURL(/\/$/, NAVIGATION);
  });

  test('a project with no security evidence shows "Not rated" with the reason, and each signal with its data set or as unknown', async ({
    page,
  }) => {
    await open(page, '/projects/bitcoin');
    await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Security Score: not rated, / })).toBeVisible();
    await expect(page.getByText('N/A (not rated)')).toBeVisible();
    const breakdown = page.getByRole('region', { name: 'Score breakdown' });
    const note = breakdown.getByRole('note');
    await expect(note).toContainText('Not rated.');
    await expect(note).toContainText(
      'Rampart holds no audit, incident or bug bounty for this project, and rates a project only on security evidence.',
    );
    // Every signal shows a value with its evidence, or "unknown".
    const rows = breakdown.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(22);
    for (const row of await rows.all()) {
      const value = (await row.getByRole('cell').nth(1).textContent()) ?? '';
      if (value !== 'unknown') await expect(row.getByRole('cell').first()).toContainText('Data set:');
    }
    // Looked up in the incident data set, like every project, and none found there: a count of 0, not unknown.
    const incidents = rows.filter({ hasText: 'Security incidents in the last 3 years' });
    await expect(incidents.getByRole('cell').nth(1)).toHaveText('0 incidents');
    await expect(incidents).toContainText('Data set: DeFiHackLabs, snapshot of 2026-08-22');
    await expect(rows.filter({ hasText: 'Completed audits' }).getByRole('cell').nth(1)).toHaveText('unknown');
    await expect(rows.filter({ hasText: 'Market-capitalisation rank' }).getByRole('cell').nth(1)).toHaveText(
      'unknown',
    );
  });

  test("a project's signals link to the audit reports, the incident's transactions and the contracts", async ({
    page,
  }) => {
    await open(page, '/projects/aave');
    const breakdown = page.getByRole('region', { name: 'Score breakdown' });
    const audits = breakdown.getByRole('row').filter({ hasText: 'Completed audits' });
    await expect(audits).toContainText('Data set: Trail of Bits publications, snapshot of 2026-07-23');
    await expect(audits.getByRole('link', { name: /^Trail of Bits, \d{4}-\d{2}/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    const incidents = breakdown
      .getByRole('row')
      .filter({ hasText: 'Security incidents in the last 3 years' });
    await expect(incidents).toContainText('Data set: DeFiHackLabs, snapshot of 2026-08-22');
    await expect(
      incidents.getByRole('link', { name: /^Transaction 0x.+ \((Etherscan|BscScan)\)$/ }),
    ).not.toHaveCount(0);
    const contracts = breakdown.getByRole('row').filter({ hasText: 'Published contract addresses' });
    await expect(contracts.getByRole('link', { name: /on Ethereum \(Etherscan\)$/ })).toHaveAttribute(
      'href',
      /^https:\/\/etherscan\.io\/address\/0x[0-9a-fA-F]{40}$/,
    );
  });
});
