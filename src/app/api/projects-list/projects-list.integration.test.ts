import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { useTestDbHandle } from '@/testing/use-test-db';
import { callRoute } from '@/testing/call-route';
import { prepareDatabase } from '@/server/db/prepare-database';
import { POST } from './route';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'real', now: new Date('2026-11-01T12:00:00Z') });
  useTestDbHandle(database.handle);
});
afterAll(() => database.dispose());

const post = (body: string, contentType = 'application/json') =>
  callRoute(POST, '/api/projects-list', { body, headers: { 'content-type': contentType } });

describe(`POST /api/projects-list on ${testDriver()}`, () => {
  it('answers one sorted, filtered page', async () => {
    const response = await post(
      JSON.stringify({
        sort: { field: 'score', order: 'desc' },
        filter: { scoreMin: 50 },
        currentPage: 1,
        dataPerPage: 20,
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { score: number }[]; total: number; dataPerPage: number };
    expect(body.total).toBeGreaterThan(0);
    expect(body.data).toHaveLength(Math.min(20, body.total));
    expect(body.dataPerPage).toBe(20);
    expect(body.data.every((row) => row.score >= 50)).toBe(true);
  });

  it.each([
    ['a negative page', { currentPage: -1 }],
    ['a 10,000 dataPerPage', { dataPerPage: 10_000 }],
    ['an unknown sort key', { sort: { field: 'password', order: 'asc' } }],
    ['a malformed filter', { filter: { scoreMin: 'high' } }],
    ['an unknown filter key', { filter: { owner: 'x' } }],
    ['an inverted score range', { filter: { scoreMin: 90, scoreMax: 10 } }],
    ['an unknown coverage filter', { filter: { coverage: 'some' } }],
    ['too many project ids', { projectIds: Array.from({ length: 501 }, (_, i) => `p${i}`) }],
    ['an unknown field', { drop: true }],
  ])('refuses %s with 400 and an error field', async (_label, body) => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'ValidationError' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await post('currentPage=1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'InvalidJson' });
  });

  it('refuses a text/plain body with 403', async () => {
    const response = await post('{}', 'text/plain');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CrossSiteRequestRefused' });
  });
});
