import { expect, test } from '@playwright/test';

test.describe('GET /api/search-project', () => {
  test('answers trending under 2 characters and matches from 2 on', async ({ request }) => {
    const trending = await request.get('/api/search-project');
    expect(trending.status()).toBe(200);
    expect(await trending.json()).toMatchObject({ page: 1, perPage: 5, isTrending: true });
    const typo = await request.get('/api/search-project?keyword=etherum');
    expect((await typo.json()).data.map((item: { id: string }) => item.id)).toContain('ethereum');
  });

  test('refuses a 10,000 perPage with 400 JSON', async ({ request }) => {
    const response = await request.get('/api/search-project?perPage=10000');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'ValidationError' });
  });
});

test.describe('POST /api/projects-list', () => {
  test('answers a page for a same-origin JSON request', async ({ request, baseURL }) => {
    const response = await request.post('/api/projects-list', {
      data: { currentPage: 2, dataPerPage: 20, sort: { field: 'marketCap', order: 'desc' } },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ currentPage: 2, dataPerPage: 20 });
    expect(body.data).toHaveLength(20);
  });

  test('refuses a cross-site request with 403', async ({ request }) => {
    const response = await request.post('/api/projects-list', {
      data: { currentPage: 1 },
      headers: { origin: 'https://evil.test' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
  });
});
