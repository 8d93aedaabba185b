import { expect, test } from '@playwright/test';
import { LIVE_CACHE_CONTROL } from '../../src/config/shared-cache';

// Decision 0010: the pages that are the same for everyone are served from the page cache, the rest per request.
test.describe('page cache', () => {
  test('serves the plain and sorted leaderboard from the cache under their own addresses', async ({
    request,
  }) => {
    // A first visit may render the view; the next one is served from the cache.
    for (const path of ['/', '/?sort=name&order=asc&page=2']) {
      await request.get(path);
      const cached = await request.get(path, { maxRedirects: 0 });
      expect(cached.status(), path).toBe(200);
      expect(cached.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
      expect(cached.headers()['cache-control'], path).toBe(LIVE_CACHE_CONTROL);
    }
    // One spelling of a view or another, tracking parameters included: the same cached page.
    const spelled = await request.get('/?order=asc&sort=name&page=2&utm_source=mail', { maxRedirects: 0 });
    expect(spelled.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  });

  test('renders a filtered view per request, never from the cache', async ({ request }) => {
    const filtered = await request.get('/?chain=Ethereum');
    expect(filtered.status()).toBe(200);
    expect(filtered.headers()['x-nextjs-cache']).toBeUndefined();
    // The same for every visitor all the same: a shared cache in front may keep it briefly (decision 0010).
    expect(filtered.headers()['cache-control']).toBe(LIVE_CACHE_CONTROL);
    expect(filtered.headers()['set-cookie']).toBeUndefined();
  });

  test('the cached route has no address of its own: a direct visit goes back to /', async ({ request }) => {
    const direct = await request.get('/views/sort%3Dname%26order%3Dasc', { maxRedirects: 0 });
    expect(direct.status()).toBe(308);
    expect(direct.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/\?sort=name&order=asc$/);
    const plain = await request.get('/views/default', { maxRedirects: 0 });
    expect(plain.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/$/);
  });

  test('serves project pages from the cache, one page for every history range, and caches a 404', async ({
    request,
  }) => {
    await request.get('/projects/ethereum');
    const cached = await request.get('/projects/ethereum?range=365');
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(cached.headers()['cache-control']).toBe(LIVE_CACHE_CONTROL);
    const unknown = await request.get('/projects/no-such-project');
    expect(unknown.status()).toBe(404);
  });

  test('sends the home page without an ETag, its rows and footer once as markup and not again as payload', async ({
    request,
  }) => {
    // Decision 0013. The payload React reads in the browser is inlined in self.__next_f.push(...) scripts.
    await request.get('/');
    const home = await request.get('/');
    expect(home.headers()['etag']).toBeUndefined();
    const html = await home.text();
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as [number, string?])
      .map(([, chunk]) => chunk ?? '')
      .join('');
    // The markup: the 25 rows of the first page with their gauges, the footer, the icon sprite.
    expect(html.match(/score-gauge__text/g)).toHaveLength(25);
    expect(html).toMatch(/<footer\b/);
    expect(html).toContain('id="icon-star"');
    // The payload: the rows as records, no row markup, no footer or sprite markup.
    expect(payload).toContain('"auditStatus":');
    expect(payload).not.toContain('score-gauge__text');
    expect(payload).not.toContain('["$","footer"');
    expect(payload).not.toContain('icon-star');
  });
});
