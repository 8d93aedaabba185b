import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

// The server imported the real data sets of data/ on its first start, as every `npm start` does. Bitcoin has no
// audit, incident or bounty on record there: it is not rated. Uniswap has audits: it is rated.

test.describe('ratings from security evidence only', () => {
  test('a project that is not rated says so, with the reason, on its page and on its badge', async ({
    page,
    request,
  }) => {
    await open(page, '/projects/bitcoin');
    await expect(page.getByRole('img', { name: /^Security Score: not rated, / })).toBeVisible();
    await expect(page.getByText('N/A (not rated)')).toBeVisible();
    const note = page.getByRole('region', { name: 'Score breakdown' }).getByRole('note');
    await expect(note).toContainText('Not rated.');
    await expect(note).toContainText('holds no audit, incident or bug bounty for this project');
    await expect(page.getByText(/ahead of \d+%/)).toHaveCount(0);

    const badge = await request.get('/badge/bitcoin.svg');
    expect(badge.status()).toBe(200);
    const svg = await badge.text();
    expect(svg).toContain('>Not rated</text>');
    expect(svg).toContain('<title>Rampart Security Score of Bitcoin: not rated</title>');
    expect(svg).not.toMatch(/\d+\.\d{2} · /);
  });

  test('a rated project shows its tier with the confidence beside it, on its page and on its badge', async ({
    page,
    request,
  }) => {
    await open(page, '/projects/uniswap');
    const gauge = page.getByRole('img', {
      name: /^Security Score \d+\.\d{2}, tier [A-C]{1,3}, (high|medium|low) confidence/,
    });
    await expect(gauge).toBeVisible();
    await expect(gauge).toContainText(/[A-C]{1,3} · (high|medium|low) confidence/);
    const svg = await (await request.get('/badge/uniswap.svg')).text();
    expect(svg).toMatch(/>\d+\.\d{2} · [A-C]{1,3} · (high|medium|low) confidence<\/text>/);
  });

  test('the leaderboard lists rated projects only, each tier with its confidence', async ({ page }) => {
    await open(page, '/');
    const leaderboard = page.getByRole('region', { name: 'Leaderboard', exact: true });
    const gauges = leaderboard.getByRole('img', { name: /^Security Score / });
    await expect(gauges).toHaveCount(25);
    for (const gauge of await gauges.all()) {
      await expect(gauge).toHaveAccessibleName(
        /^Security Score \d+\.\d{2}, tier [A-C]{1,3}, (high|medium|low) confidence/,
      );
    }
    await expect(leaderboard.getByRole('link', { name: 'Bitcoin', exact: true })).toHaveCount(0);
    await expect(leaderboard.getByText('Not rated', { exact: true })).toHaveCount(0);
    await expect(leaderboard).toContainText(/Not rated: [\d,]+ projects have too little security evidence/);
  });

  test('/compare shows what is unknown as unknown and never marks it best', async ({ page }) => {
    await open(page, '/compare?ids=uniswap,bitcoin');
    const table = page.getByRole('region', { name: 'Comparison' });
    const rowOf = (label: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    const score = rowOf('Security Score');
    await expect(score.getByRole('cell').nth(1)).toHaveText('Not rated');
    // A score beside no score: nothing to compare, so neither is marked best.
    await expect(score).not.toContainText('(best)');
    const audits = rowOf('Completed audits');
    await expect(audits.getByRole('cell').nth(1)).toHaveText('none on record');
    // One known value and one unknown: nothing to compare, nothing marked best.
    await expect(audits).not.toContainText('(best)');
    await expect(rowOf('Rank').getByRole('cell').nth(1)).toHaveText('unranked');
    for (const cell of await table.getByRole('cell').all()) {
      const text = (await cell.textContent()) ?? '';
      if (/unknown|Not rated|none on record|unranked/.test(text)) expect(text).not.toContain('(best)');
    }
  });

  test('the methodology page says what the API and the engine say', async ({ page, request }) => {
    const answer = await request.get('/api/v1/methodology');
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as {
      data: {
        version: string;
        minCoverage: number;
        categories: {
          name: string;
          weight: number;
          signals: { key: string; formula: string; weight: number }[];
        }[];
        workedExample: { score: number; tier: string };
      };
    };
    await open(page, '/resources/methodology');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Score methodology' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(`Methodology version ${data.version}`);
    await expect(main).toContainText(`Rated from coverage ${data.minCoverage}`);
    for (const category of data.categories) {
      for (const signal of category.signals) {
        const row = main.getByRole('row').filter({ hasText: signal.key }).first();
        await expect(row, signal.key).toContainText(category.name);
        await expect(row, signal.key).toContainText(`${category.weight} %`);
        await expect(row, signal.key).toContainText(signal.formula);
      }
    }
    await expect(main).toContainText(
      `Security Score ${data.workedExample.score.toFixed(2)}, tier ${data.workedExample.tier}`,
    );
  });
});
