import { expect, test, type Page } from '@playwright/test';
import { open } from '../support/navigation';

// Projects side by side: 2 to 4, a shareable URL, no sideways panning of the page on a phone.

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('compare', () => {
  for (const [width, height, ids] of [
    [1280, 900, ['bitcoin', 'ethereum']],
    [390, 844, ['bitcoin', 'ethereum', 'tether', 'uniswap']],
    [1280, 900, ['bitcoin', 'ethereum', 'tether', 'uniswap']],
    [390, 844, ['bitcoin', 'ethereum']],
  ] as const) {
    test(`${ids.length} projects at ${width} px: side by side, the best of each row marked, the page never wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await open(page, `/compare?ids=${ids.join(',')}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare projects' })).toBeVisible();
      const table = page.getByRole('region', { name: 'Comparison' }).getByRole('table');
      const headers = table.locator('thead th');
      await expect(headers).toHaveCount(ids.length);
      for (const [index, id] of ids.entries()) {
        await expect(headers.nth(index).getByRole('link').first()).toHaveAttribute('href', `/projects/${id}`);
      }
      for (const row of [
        'Security Score',
        'Coverage',
        'Code Security',
        'Confirmed incidents',
        'Completed audits',
      ]) {
        await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeAttached();
      }
      // Where the projects differ, one of them has the best value, marked in words too.
      await expect(table.getByText('(best)').first()).toBeAttached();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('a wrong or unknown id, or too many, says so clearly', async ({ page }) => {
    for (const [query, message] of [
      ['ids=bitcoin,no-such-project', 'No project with the id “no-such-project”.'],
      ['ids=bitcoin', 'Choose 2 to 4 projects to compare.'],
      ['ids=a,b,c,d,e', 'Compare at most 4 projects at a time.'],
      ['ids=bitcoin,%3Cscript%3E', '“<script>” is not a project id.'],
    ]) {
      const response = await page.goto(`/compare?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
  });

  test('ticking projects on the leaderboard opens their comparison; too few are refused with the message', async ({
    page,
  }) => {
    await open(page, '/');
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
    const picked: { id: string; name: string }[] = [];
    for (const index of [0, 2]) {
      const link = rows.nth(index).getByRole('link').first();
      const id = (await link.getAttribute('href'))!.replace('/projects/', '');
      picked.push({ id, name: (await link.locator('strong').textContent())! });
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Tick 2 to 4 projects to compare them side by side.' }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: `Compare ${picked[0]!.name}` }).check();
    await expect(page.getByRole('status').filter({ hasText: '1 of 4 projects picked.' })).toBeVisible();
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    await compare.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose 2 to 4 projects to compare.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('checkbox', { name: `Compare ${picked[1]!.name}` }).check();
    await expect(page.getByRole('status').filter({ hasText: '2 of 4 projects picked.' })).toBeVisible();
    await compare.click();
    // The shareable address, in the order of the table.
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${picked[0]!.id},${picked[1]!.id}$`));
    const headers = page.getByRole('region', { name: 'Comparison' }).locator('thead th');
    await expect(headers).toHaveCount(2);
    await expect(headers.nth(0)).toContainText(picked[0]!.name);
    await expect(headers.nth(1)).toContainText(picked[1]!.name);
  });

  test('on a phone each card has its check box in reach; the form without scripts lands on the shareable address', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const card = page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    const name = (await card.getByRole('link').first().locator('strong').textContent())!;
    const box = card.getByRole('checkbox', { name: `Compare ${name}` });
    await expect(box).toBeVisible();
    const target = (await box.locator('..').boundingBox())!;
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
    expect(target.x + target.width).toBeLessThanOrEqual(390);
    // What the browser sends when the form is submitted before the page's scripts run.
    await page.goto('/compare?ids=bitcoin&ids=ethereum');
    await expect(page).toHaveURL(/\/compare\?ids=bitcoin,ethereum$/);
    await expect(page.getByRole('region', { name: 'Comparison' }).locator('thead th')).toHaveCount(2);
  });

  test("a project page's 'Compare with…' and the search add projects to a shareable comparison", async ({
    page,
  }) => {
    await open(page, '/projects/ethereum');
    await page.getByRole('link', { name: 'Compare with…' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=ethereum$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose 2 to 4 projects to compare.' }),
    ).toBeVisible();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const box = page.getByRole('combobox', { name: 'Add a project to compare' });
    await box.click();
    await box.fill('Uniswap');
    await expect(page.getByRole('option').first()).toHaveAccessibleName('uniswap');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/compare\?ids=ethereum,uniswap$/);
    const headers = page.getByRole('region', { name: 'Comparison' }).locator('thead th');
    await expect(headers).toHaveCount(2);
    await expect(headers.nth(1)).toContainText('Uniswap');
  });
});
