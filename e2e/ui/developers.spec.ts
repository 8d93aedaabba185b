import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { open } from '../support/navigation';

// The endpoints of /api/v1 as the /developers page titles them, and the example request of each.
const ENDPOINTS = [
  ['List projects', '/api/v1/projects', '/api/v1/projects?sort=score&order=desc&limit=2'],
  ['One project', '/api/v1/projects/{id}', '/api/v1/projects/uniswap'],
  ['Score history of a project', '/api/v1/projects/{id}/history', '/api/v1/projects/uniswap/history?days=30'],
  ['Security incidents', '/api/v1/incidents', '/api/v1/incidents?year=2024&sort=loss&limit=2'],
  ['Audits', '/api/v1/audits', '/api/v1/audits?limit=2'],
  ['Score methodology', '/api/v1/methodology', '/api/v1/methodology'],
  ['This document', '/api/v1/openapi.json', '/api/v1/openapi.json'],
] as const;

test('/developers, linked from the footer, shows each endpoint of the API with an example request and its answer', async ({
  page,
  baseURL,
}) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Limits and caching' })).toBeVisible();
  await expect(main).toContainText('Each client may make 60 requests per 60 seconds.');
  await expect(main.getByRole('heading', { level: 2, name: 'Licences' })).toBeVisible();
  await expect(main).toContainText('DeFiHackLabs (Apache-2.0)');
  await expect(main).toContainText('Trail of Bits publications (CC BY-SA 4.0)');

  for (const [summary, path, example] of ENDPOINTS) {
    const section = main
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: summary, exact: true }) });
    await expect(section.getByText(path, { exact: true }).first(), summary).toBeVisible();
    await expect(section.getByLabel(`Example request of ${path}`), summary).toHaveText(
      `curl '${baseURL}${example}'`,
    );
    const answer = JSON.parse(
      (await section.getByLabel(`Example answer of ${path}`).textContent()) ?? '',
    ) as Record<string, unknown>;
    if (path === '/api/v1/openapi.json') expect(answer.openapi).toBe('3.1.0');
    else {
      expect(answer.data, summary).toBeDefined();
      expect((answer.licence as { url: string }).url).toBe('/company/data-sources');
    }
    // The example answers as the API does.
    const live = await page.request.get(example);
    expect(live.status(), example).toBe(200);
  }
});

test('/developers explains the feeds, badges and webhooks, and its signature check accepts a signed delivery only', async ({
  page,
}) => {
  await open(page, '/developers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Feeds and badges' })).toBeVisible();
  await expect(main.getByRole('link', { name: '/security-alerts/feed.xml' })).toHaveAttribute(
    'href',
    '/security-alerts/feed.xml',
  );
  await expect(main.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
  await expect(main).toContainText('A signed-in user can add up to 3 HTTPS endpoints in Account Settings');
  // The page's own snippet, run as a receiver would run it (the snippet shown to developers is the subject).
  const snippet = (await main.getByLabel('Verifying a webhook delivery in Node').textContent())!;
  const [imports, ...rest] = snippet.split('\n');
  expect(imports).toBe("import { Webhook } from 'standardwebhooks';");
  const isFromRampart = new Function('Webhook', `${rest.join('\n')}\nreturn isFromRampart;`)(Webhook) as (
    secret: string,
    headers: Record<string, string>,
    body: string,
  ) => boolean;
  const secret = `whsec_${'5a'.repeat(32)}`;
  const body = '{"id":"alert:1","type":"watchlist.security_alert"}';
  // Signed as the server signs a delivery: the library's own signature, as every receiver's library checks it.
  const signed = (at: Date, signedBody = body, key = secret) => ({
    'webhook-id': 'delivery_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign('delivery_1', at, signedBody),
  });
  const now = new Date();
  expect(isFromRampart(secret, signed(now), body)).toBe(true);
  expect(isFromRampart(secret, signed(now, `${body} `), body)).toBe(false);
  expect(isFromRampart(`whsec_${'00'.repeat(32)}`, signed(now), body)).toBe(false);
  expect(isFromRampart(secret, signed(new Date(now.getTime() - 3_600_000)), body)).toBe(false);
});
