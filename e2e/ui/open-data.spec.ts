import { expect, test } from '@playwright/test';
import Parser from 'rss-parser';
import { open } from '../support/navigation';

// Alert feeds discoverable from the pages they follow, and the score badge a project can embed.
test.describe('open data on the pages', () => {
  test("/security-alerts names its view's Atom feed, which lists the incidents it shows", async ({
    page,
  }) => {
    await open(page, '/security-alerts?chain=Ethereum');
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute('href', /\/security-alerts\/feed\.xml\?chain=Ethereum$/);
    const response = await page.request.get((await alternate.getAttribute('href'))!);
    const feed = await new Parser<object, { id?: string }>().parseString(await response.text());
    expect(feed.title).toBe('Rampart security alerts: Ethereum');
    expect(feed.items.length).toBeGreaterThan(0);
    // The newest incident of the view, opened from the feed, is the page's first row.
    await page.goto(feed.items[0]!.link!);
    await expect(page.getByRole('dialog')).toContainText(feed.items[0]!.title!.split(': ')[0]!);
  });

  test('a project page offers its feed and the Markdown and HTML that embed its score badge', async ({
    page,
    baseURL,
  }) => {
    await open(page, '/projects/ethereum');
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/projects\/ethereum\/feed\.xml$/,
    );
    const embed = page.getByRole('region', { name: 'Embed this score' });
    const badge = embed.getByRole('img', { name: 'Rampart Security Score of Ethereum' });
    await badge.scrollIntoViewIfNeeded();
    await expect
      .poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(embed.getByLabel('Markdown')).toHaveValue(
      `[![Rampart Security Score of Ethereum](${baseURL}/badge/ethereum.svg)](${baseURL}/projects/ethereum)`,
    );
    await expect(embed.getByLabel('HTML')).toHaveValue(
      `<a href="${baseURL}/projects/ethereum"><img src="${baseURL}/badge/ethereum.svg" alt="Rampart Security Score of Ethereum"></a>`,
    );
    const svg = await (await page.request.get('/badge/ethereum.svg')).text();
    expect(svg).toMatch(
      /<title>Rampart Security Score of Ethereum: (\d+\.\d{2}, grade [A-C]{1,3}, (high|medium|low) confidence|not rated)<\/title>/,
    );
  });
});
