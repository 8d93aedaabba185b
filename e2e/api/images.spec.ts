import { expect, test } from '@playwright/test';

// The optimiser's device widths 640, 750, 828, 1080, 1200, 1920, 2048, 3840; image sizes 16, 32, 48, 64, 96,
// 128, 256, 384; default quality 75. Only our own images are optimised: no open proxy.
const WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const logo = encodeURIComponent('/logos/coins/btc.png');

test.describe('GET /_next/image', () => {
  test("serves a logo at every one of the spec's widths with quality 75", async ({ request }) => {
    for (const width of WIDTHS) {
      const response = await request.get(`/_next/image?url=${logo}&w=${width}&q=75`);
      expect(response.status(), `width ${width}`).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('refuses a width or a quality the spec does not list', async ({ request }) => {
    expect((await request.get(`/_next/image?url=${logo}&w=65&q=75`)).status()).toBe(400);
    expect((await request.get(`/_next/image?url=${logo}&w=64&q=50`)).status()).toBe(400);
  });

  test('is no open proxy: another host or a path outside our images is refused', async ({ request }) => {
    const elsewhere = encodeURIComponent('https://evil.test/logo.png');
    expect((await request.get(`/_next/image?url=${elsewhere}&w=64&q=75`)).status()).toBe(400);
    const outside = encodeURIComponent('/api/health');
    expect((await request.get(`/_next/image?url=${outside}&w=64&q=75`)).status()).toBe(400);
  });
});

test.describe('image limits', () => {
  test("the optimiser's fetch of a logo is not charged to the address it comes from", async ({ request }) => {
    // Direct requests without X-Forwarded-For are counted against the socket's address, the address the
    // optimiser's in-process fetch would have been counted against (a proxy's, for every visitor behind it).
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    let status = 200;
    for (let batch = 0; batch < 40 && status !== 429; batch += 1) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request
            .get(`/logos/monogram/synthetic-${run}-${batch}-${i}.png`)
            .then((response) => response.status()),
        ),
      );
      status = statuses.includes(429) ? 429 : 200;
    }
    expect(status, "the address's budget of new logos is spent").toBe(429);

    const image = await request.get(
      `/_next/image?url=${encodeURIComponent(`/logos/monogram/synthetic-${run}-fresh.png`)}&w=64&q=75`,
      { headers: { 'x-forwarded-for': `e2e-optimiser-${run}` } },
    );
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('GET /_next/image past a client’s budget answers 429 with Retry-After; others are served', async ({
    request,
  }) => {
    const client = `e2e-image-door-${Date.now().toString(36)}`;
    let last = 200;
    let retryAfter: string | undefined;
    for (let batch = 0; batch < 70 && last !== 429; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          request.get(`/_next/image?url=${logo}&w=64&q=75`, { headers: { 'x-forwarded-for': client } }),
        ),
      );
      const refused = responses.find((response) => response.status() === 429);
      if (refused) {
        last = 429;
        retryAfter = refused.headers()['retry-after'];
        expect(await refused.json()).toEqual({ error: 'TooManyRequests' });
      }
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const other = await request.get(`/_next/image?url=${logo}&w=64&q=75`, {
      headers: { 'x-forwarded-for': `${client}-other` },
    });
    expect(other.status()).toBe(200);
  });
});
