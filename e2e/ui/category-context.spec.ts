import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

// Where a project stands in its category, and the leaderboard of one category with its median.

test.describe('category context', () => {
  test("a project page gives its place in its category and the category's median; its leaderboard shows the same median", async ({
    page,
  }) => {
    await open(page, '/projects/ethereum');
    const standing = page.getByRole('region', { name: 'In its category' });
    await expect(standing).toBeVisible();
    const text = (await standing.locator('p').first().textContent()) ?? '';
    const match =
      /^Ethereum scores higher than (\d{1,3})% of the other scored projects of (.+) \(([\d,]+) scored projects?\)\. The median Security Score of \2 is (\d+(?:\.\d)?)\.$/.exec(
        text,
      );
    expect(match, text).not.toBeNull();
    const [, percentile, category, count, median] = match!;
    expect(Number(percentile)).toBeLessThanOrEqual(100);

    await standing.getByRole('link', { name: `See the ${category} leaderboard` }).click();
    await expect(page).toHaveURL(`/?${new URLSearchParams({ category: category! }).toString()}`);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Median Security Score in ${category}: ${median}, across ${count} scored` }),
    ).toBeVisible();
  });

  test('a leaderboard of several categories shows no median', async ({ page }) => {
    await open(page, '/?category=Chain,Dexes');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(/^Median Security Score in /)).toHaveCount(0);
  });
});
