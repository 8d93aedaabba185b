import { expect, test } from '@playwright/test';

test.describe('GET /api/health', () => {
  test('answers ready with the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

test.describe('GET /api/health/live', () => {
  test('answers constant JSON', async ({ request }) => {
    const response = await request.get('/api/health/live');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

test.describe('security headers', () => {
  test('every page carries a strict policy and no framework banner', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

test.describe('GET /logos/{kind}/{file}', () => {
  test('serves a coin icon and refuses an unknown kind', async ({ request }) => {
    const icon = await request.get('/logos/coins/eth.png');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const missing = await request.get('/logos/elsewhere/eth.png');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: 'NotFound' });
  });
});
