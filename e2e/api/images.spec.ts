import { expect, test } from '@playwright/test';

// Spec section 9: device widths 640, 750, 828, 1080, 1200, 1920, 2048, 3840; image sizes 16, 32, 48, 64, 96,
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
