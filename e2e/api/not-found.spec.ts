import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

test.describe('unknown /api/* paths', () => {
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    test(`${method} answers 404 JSON { error: "NotFound" }, like every API error`, async ({ request }) => {
      for (const path of ['/api/does-not-exist', '/api/watchlist/nope/deeper', '/api/v0/projects']) {
        const response = await request.fetch(path, { method, data: method === 'GET' ? undefined : {} });
        expect(response.status(), `${method} ${path}`).toBe(404);
        expect(response.headers()['content-type'], path).toContain('application/json');
        expect(await response.json(), path).toEqual({ error: 'NotFound' });
      }
    });
  }

  test('a known endpoint still answers as itself', async ({ request }) => {
    expect((await request.get('/api/health/live')).status()).toBe(200);
    expect((await request.get('/api/watchlist')).status()).toBe(401);
  });
});

test.describe('/favicon.ico', () => {
  test('serves the site icon, so that no page logs a missing icon', async ({ page, request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await open(page, '/company/about');
    await page.goto('/favicon.ico');
    expect(missing).toEqual([]);
  });
});
