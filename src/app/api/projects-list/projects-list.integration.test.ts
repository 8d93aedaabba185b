import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { callRoute } from '@/testing/call-route';
import { projectScores } from '@/server/db/schema';
import { PAGE_CACHE_MS } from '@/server/projects/leaderboard-cache';
import { POST } from './route';

const database = preparedTestDatabase({ prepare: { seed: 'real', now: new Date('2026-11-01T12:00:00Z') } });
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

  type Row = { id: string; score: number | null };
  const listed = async (body: object) => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Row[] }).data;
  };

  it('shows a change of score within PAGE_CACHE_MS, the same view answered from memory until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T08:00:00Z') });
    const view = { sort: { field: 'name', order: 'asc' }, filter: { scoreMin: 30 }, dataPerPage: 3 };
    const [first] = await listed(view);
    const before = first!.score!;
    const changed = before === 99 ? 98 : 99;
    await database.handle.db
      .update(projectScores)
      .set({ score: changed })
      .where(eq(projectScores.projectId, first!.id));
    try {
      vi.advanceTimersByTime(PAGE_CACHE_MS - 1);
      expect((await listed(view))[0]).toMatchObject({ id: first!.id, score: before });
      vi.advanceTimersByTime(2);
      expect((await listed(view))[0]).toMatchObject({ id: first!.id, score: changed });
    } finally {
      await database.handle.db
        .update(projectScores)
        .set({ score: before })
        .where(eq(projectScores.projectId, first!.id));
    }
  });

  it('lists a project added to a list of given projects at once (a starred project)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T09:00:00Z') });
    const ranked = await listed({ dataPerPage: 3 });
    const [a, b, c] = ranked.map((row) => row.id);
    expect((await listed({ projectIds: [a, b] })).map((row) => row.id)).toEqual([a, b]);
    expect((await listed({ projectIds: [a, b, c] })).map((row) => row.id)).toEqual([a, b, c]);
    expect((await listed({ projectIds: [b] })).map((row) => row.id)).toEqual([b]);
  });

  it('reads a view once for requests that come together, ids and filter values in any order', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00Z') });
    const { $client } = database.handle.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = vi.spyOn($client, 'query');
    const rows = (await listed({ dataPerPage: 4 })) as (Row & { category: string })[];
    const ids = rows.map((row) => row.id);
    const categories = [...new Set(rows.map((row) => row.category))];
    query.mockClear();
    const view = (reversed: boolean) => ({
      projectIds: reversed ? [...ids].reverse() : ids,
      sort: { field: 'score', order: 'desc' },
      filter: { categories: reversed ? [...categories].reverse() : categories },
    });
    const pages = await Promise.all(Array.from({ length: 10 }, (_, n) => listed(view(n % 2 === 1))));
    const textOf = (first: unknown) => (typeof first === 'string' ? first : (first as { text: string }).text);
    // A reading of a page: its ids chosen, then its rows read (with their first ticker), once for all ten.
    const choices = query.mock.calls.filter(([first]) =>
      textOf(first).startsWith('select "projects"."id" from'),
    );
    const readings = query.mock.calls.filter(([first]) =>
      textOf(first).includes('"project_tokens"."ticker"'),
    );
    expect(choices).toHaveLength(1);
    expect(readings).toHaveLength(1);
    expect(pages[0]!.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const page of pages) expect(page).toEqual(pages[0]);
  });
});
