import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { validate as validateOpenApi } from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_SOURCES } from '@/config/data-sources';
import { CATEGORIES, METHODOLOGY_VERSION } from '@/lib/score/methodology';
import { PAGE_CACHE_MS } from '@/server/projects/leaderboard-cache';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import * as audits from './audits/route';
import * as incidents from './incidents/route';
import * as methodology from './methodology/route';
import * as openapi from './openapi.json/route';
import * as history from './projects/[id]/history/route';
import * as project from './projects/[id]/route';
import * as projects from './projects/route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const database = preparedTestDatabase({ prepare: { seed: 'real' } });

// A page of projects is kept a few seconds for every client. After a change of the data, a test moves the clock
// past that, each time further than before, so that the next read sees the data as it is now.
let later = 0;
function pastPageCache() {
  later += PAGE_CACHE_MS + 1;
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + later });
}
afterEach(() => {
  vi.useRealTimers();
});

type Handler = (
  request: NextRequest,
  segment?: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const ROUTES: readonly { pattern: RegExp; documented: string; get: Handler }[] = [
  { pattern: /^\/api\/v1\/projects$/, documented: '/api/v1/projects', get: projects.GET },
  { pattern: /^\/api\/v1\/projects\/([^/]+)$/, documented: '/api/v1/projects/{id}', get: project.GET },
  {
    pattern: /^\/api\/v1\/projects\/([^/]+)\/history$/,
    documented: '/api/v1/projects/{id}/history',
    get: history.GET,
  },
  { pattern: /^\/api\/v1\/incidents$/, documented: '/api/v1/incidents', get: incidents.GET },
  { pattern: /^\/api\/v1\/audits$/, documented: '/api/v1/audits', get: audits.GET },
  { pattern: /^\/api\/v1\/methodology$/, documented: '/api/v1/methodology', get: methodology.GET },
  { pattern: /^\/api\/v1\/openapi\.json$/, documented: '/api/v1/openapi.json', get: openapi.GET },
];

type OpenApiDocument = {
  paths: Record<
    string,
    { get: { responses: Record<string, { content?: Record<string, { schema: object }> }> } }
  >;
  components?: { schemas?: Record<string, object> };
};

let documentPromise: Promise<OpenApiDocument> | undefined;
const openApiDocument = () =>
  (documentPromise ??= openapi
    .GET(
      new NextRequest('http://localhost:3000/api/v1/openapi.json', {
        headers: { 'x-forwarded-for': '10.9.9.9' },
      }),
    )
    .then((response) => response.json() as Promise<OpenApiDocument>));

const ajv = new Ajv2020({ strict: false, allErrors: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Checks an answer against the schema that the document gives its address and status. */
async function expectDocumented(documented: string, status: number, body: unknown): Promise<void> {
  const document = await openApiDocument();
  const key = `${documented} ${status}`;
  let check = validators.get(key);
  if (!check) {
    const schema =
      document.paths[documented]?.get.responses[String(status)]?.content?.['application/json']?.schema;
    expect(schema, `the document describes ${status} of ${documented}`).toBeDefined();
    check = ajv.compile({ ...schema, components: document.components });
    validators.set(key, check);
  }
  const valid = check(body);
  expect(check.errors ?? [], `${status} of ${documented}`).toEqual([]);
  expect(valid).toBe(true);
}

let clients = 0;
/** A GET of the public API from a client of its own (its own rate-limit budget), its answer checked. */
async function get(
  address: string,
  { headers = {}, client = `10.1.${Math.floor(++clients / 250)}.${clients % 250}` } = {} as {
    headers?: Record<string, string>;
    client?: string;
  },
) {
  const url = new URL(address, 'http://localhost:3000');
  const match = ROUTES.map((route) => ({ route, found: route.pattern.exec(url.pathname) })).find(
    ({ found }) => found,
  );
  if (!match?.found) throw new Error(`no route for ${address}`);
  const request = new NextRequest(url, { headers: { 'x-forwarded-for': client, ...headers } });
  const id = match.found[1];
  const response = await match.route.get(
    request,
    id === undefined ? undefined : { params: Promise.resolve({ id: decodeURIComponent(id) }) },
  );
  const text = response.status === 304 ? '' : await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  if (response.status !== 304) await expectDocumented(match.route.documented, response.status, body);
  return { status: response.status, headers: response.headers, body: body as never as Answer };
}

type Row = Record<string, unknown> & { id: string };
type Answer = {
  data: Row[] & Row;
  total: number;
  nextCursor: string | null;
  licence: { summary: string; url: string };
  sources: { name: string; licence: string; attribution: string }[];
  error?: string;
  message?: string;
};

/** Every page of a list, following the cursors. */
async function allPages(address: string): Promise<Row[]> {
  const rows: Row[] = [];
  let next: string | null = address;
  while (next !== null) {
    const page: Awaited<ReturnType<typeof get>> = await get(next);
    expect(page.status).toBe(200);
    rows.push(...page.body.data);
    next = page.body.nextCursor
      ? `${address}${address.includes('?') ? '&' : '?'}cursor=${page.body.nextCursor}`
      : null;
  }
  return rows;
}

describe(`the OpenAPI document of /api/v1 on ${testDriver()}`, () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await openApiDocument();
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
    await expect(validateOpenApi(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('has schemas that refuse an answer breaking them', async () => {
    const { body } = await get('/api/v1/projects?limit=1');
    const broken = { ...body, data: [{ ...body.data[0], score: 'high' }] };
    await expect(expectDocumented('/api/v1/projects', 200, broken)).rejects.toThrow();
    const { licence: _licence, ...unlicensed } = body;
    await expect(expectDocumented('/api/v1/projects', 200, unlicensed)).rejects.toThrow();
  });

  it('describes every route under /api/v1', async () => {
    const root = path.join(process.cwd(), 'src/app/api/v1');
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (entry === 'route.ts') {
          const relative = path.relative(root, dir).split(path.sep).join('/');
          routes.push(`/api/v1/${relative}`.replace(/\[(\w+)\]/g, '{$1}'));
        }
      }
    };
    walk(root);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const document = await openApiDocument();
    expect(Object.keys(document.paths).sort()).toEqual(routes.sort());
    expect(ROUTES.map((route) => route.documented).sort()).toEqual(routes.sort());
  });
});

describe(`GET /api/v1/projects on ${testDriver()}`, () => {
  it('lists the ranked projects by rank, with the licence and the credits of every data set', async () => {
    const { status, body, headers } = await get('/api/v1/projects');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.data.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(body.data.every((row) => row.score !== null)).toBe(true);
    expect(body.total).toBeGreaterThan(20);
    expect(body.licence.url).toBe('/company/data-sources');
    expect(body.sources.map((source) => source.name)).toEqual(DATA_SOURCES.map((source) => source.name));
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('cache-control')).toBe('max-age=60, public, s-maxage=10, stale-while-revalidate=50');
    expect(headers.get('ratelimit-limit')).toBe('60');
    expect(headers.get('ratelimit-remaining')).toBe('59');
    expect(Number(headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('filters by chain, category, score range, coverage and audit status', async () => {
    const chain = await get('/api/v1/projects?chains=Ethereum&limit=50');
    expect(chain.body.data.length).toBeGreaterThan(0);
    expect(chain.body.data.every((row) => (row.chains as string[]).includes('Ethereum'))).toBe(true);

    const category = await get('/api/v1/projects?categories=DEX,CEX&limit=100');
    expect(category.body.data.length).toBeGreaterThan(0);
    expect(new Set(category.body.data.map((row) => row.category))).toEqual(
      new Set(
        category.body.data.map((row) => row.category).filter((name) => name === 'DEX' || name === 'CEX'),
      ),
    );

    const range = await get('/api/v1/projects?scoreMin=40&scoreMax=60&limit=100');
    expect(range.body.data.length).toBeGreaterThan(0);
    expect(range.body.data.every((row) => (row.score as number) >= 40 && (row.score as number) <= 60)).toBe(
      true,
    );

    const unscored = await get('/api/v1/projects?coverage=not_enough&limit=10');
    expect(unscored.body.data.length).toBeGreaterThan(0);
    expect(unscored.body.data.every((row) => row.score === null && row.rank === null)).toBe(true);

    const audited = await get('/api/v1/projects?auditStatus=audited&coverage=any&limit=100');
    expect(audited.body.data.length).toBeGreaterThan(0);
    expect(audited.body.data.every((row) => row.auditStatus === 'audited')).toBe(true);
  });

  it('sorts as asked, and its pages together hold every match once', async () => {
    const rows = await allPages('/api/v1/projects?sort=score&order=desc&limit=100&scoreMin=30');
    const { body } = await get('/api/v1/projects?sort=score&order=desc&limit=1&scoreMin=30');
    expect(rows).toHaveLength(body.total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const scores = rows.map((row) => row.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const byName = await get('/api/v1/projects?sort=name&order=asc&limit=30');
    const names = byName.body.data.map((row) => row.name as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('reads a page once for the clients that ask within a few seconds, and again after', async () => {
    pastPageCache();
    const { $client } = database.handle.db as unknown as {
      $client: { query: (...args: unknown[]) => unknown };
    };
    const query = vi.spyOn($client, 'query');
    const textOf = (first: unknown) => (typeof first === 'string' ? first : (first as { text: string }).text);
    const readings = () =>
      query.mock.calls.filter(([first]) => textOf(first).includes('"project_tokens"."ticker"')).length;
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => get('/api/v1/projects?sort=name&order=asc&limit=7')),
    );
    expect(readings()).toBe(1);
    for (const page of pages) expect(page.body.data).toEqual(pages[0]!.body.data);
    pastPageCache();
    await get('/api/v1/projects?sort=name&order=asc&limit=7');
    expect(readings()).toBe(2);
    query.mockRestore();
  });

  it('keeps its cursor in place while projects leave the list before it', async () => {
    const first = await get('/api/v1/projects?sort=score&order=desc&limit=5');
    const cursor = first.body.nextCursor!;
    const second = await get(`/api/v1/projects?sort=score&order=desc&limit=5&cursor=${cursor}`);
    expect(second.body.data).toHaveLength(5);
    const leaving = first.body.data.slice(0, 2).map((row) => row.id);
    await database.handle.db.execute(
      sql`update project_scores set score = null, tier = null, rank = null where project_id in ${leaving}`,
    );
    pastPageCache();
    const again = await get(`/api/v1/projects?sort=score&order=desc&limit=5&cursor=${cursor}`);
    expect(again.body.data.map((row) => row.id)).toEqual(second.body.data.map((row) => row.id));
    const restart = await get('/api/v1/projects?sort=score&order=desc&limit=5');
    expect(restart.body.data[0]!.id).toBe(first.body.data[2]!.id);
  });

  it.each([
    ['limit=0', 'ValidationError', /^limit: /],
    ['limit=101', 'ValidationError', /^limit: /],
    ['sort=popularity', 'ValidationError', /^sort: /],
    ['scoreMin=80&scoreMax=20', 'ValidationError', /^scoreMin: scoreMin must not exceed scoreMax$/],
    ['page=2', 'ValidationError', /^input: /],
    ['cursor=not-a-cursor', 'InvalidCursor', undefined],
    [
      `sort=score&cursor=${Buffer.from(JSON.stringify({ o: 'projects:score:asc', k: ['x', 1, 'a'] })).toString('base64url')}`,
      'InvalidCursor',
      undefined,
    ],
  ])('answers 400 JSON to %s', async (query, error, message) => {
    const { status, body, headers } = await get(`/api/v1/projects?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    if (message) expect(body.message).toMatch(message);
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it("refuses a cursor of another order than the query's", async () => {
    const { body } = await get('/api/v1/projects?sort=score&order=desc&limit=2');
    const other = await get(`/api/v1/projects?sort=name&limit=2&cursor=${body.nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('InvalidCursor');
  });

  it('answers 304 to a matching If-None-Match, and the answer again to another', async () => {
    const first = await get('/api/v1/projects?limit=3');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/v1/projects?limit=3', { headers: { 'if-none-match': `W/"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(
      'max-age=60, public, s-maxage=10, stale-while-revalidate=50',
    );
    expect((await get('/api/v1/projects?limit=3', { headers: { 'if-none-match': '"stale"' } })).status).toBe(
      200,
    );
  });

  it('answers a CORS preflight for GET from any origin', async () => {
    const response = projects.OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
  });
});

describe(`GET /api/v1/projects/{id} and its history on ${testDriver()}`, () => {
  it('gives a scored project with its category scores, methodology version and the evidence of its signals', async () => {
    pastPageCache();
    const { body: list } = await get('/api/v1/projects?limit=1');
    const id = list.data[0]!.id;
    const { status, body } = await get(`/api/v1/projects/${id}`);
    expect(status).toBe(200);
    const detail = body.data as unknown as {
      id: string;
      score: {
        value: number;
        coverage: number;
        confidence: string;
        methodologyVersion: string;
        categories: { key: string; signals: { state: string; evidence: unknown[]; dataSets: unknown[] }[] }[];
      };
    };
    expect(detail.id).toBe(id);
    expect(detail.score.value).toBe(list.data[0]!.score);
    expect(detail.score.methodologyVersion).toBe(METHODOLOGY_VERSION);
    expect(detail.score.categories.map((category) => category.key)).toEqual(CATEGORIES.map((c) => c.key));
    const measured = detail.score.categories
      .flatMap((c) => c.signals)
      .filter((s) => s.state !== 'not_available');
    expect(measured.length).toBeGreaterThan(0);
    expect(measured.some((signal) => signal.evidence.length > 0 && signal.dataSets.length > 0)).toBe(true);
  });

  it.each(['no-such-project', 'Not_An_Id'])('answers 404 JSON for %s', async (id) => {
    for (const address of [`/api/v1/projects/${id}`, `/api/v1/projects/${id}/history`]) {
      const { status, body } = await get(address);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'NotFound' });
    }
  });

  it('gives the daily scores of a project, and 400 for a range out of bounds', async () => {
    const { body: list } = await get('/api/v1/projects?limit=1');
    const id = list.data[0]!.id;
    const { status, body } = await get(`/api/v1/projects/${id}/history?days=30`);
    expect(status).toBe(200);
    const data = body.data as unknown as { days: { day: string }[]; incidents: unknown[] };
    expect(data.days.length).toBeGreaterThan(0);
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(data.days.every((day) => day.day >= since)).toBe(true);
    for (const days of ['0', '366', 'many']) {
      const bad = await get(`/api/v1/projects/${id}/history?days=${days}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('ValidationError');
    }
  });
});

describe(`GET /api/v1/incidents and /api/v1/audits on ${testDriver()}`, () => {
  it('filters incidents as /security-alerts does, and pages through them all', async () => {
    const year = await allPages('/api/v1/incidents?year=2024&limit=100');
    expect(year.length).toBeGreaterThan(0);
    expect(year.every((row) => (row.occurredAt as string).startsWith('2024-'))).toBe(true);
    const dates = year.map((row) => row.occurredAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(year.map((row) => row.id)).size).toBe(year.length);
    const { body } = await get('/api/v1/incidents?year=2024&limit=1');
    expect(body.total).toBe(year.length);

    const withProject = await get('/api/v1/incidents?project=with&limit=50');
    expect(withProject.body.data.every((row) => row.project !== null)).toBe(true);
  });

  it('sorts incidents by loss, unknown losses last', async () => {
    const rows = await allPages('/api/v1/incidents?year=2023&sort=loss&limit=100');
    const losses = rows.map((row) => row.lossUsd as number | null);
    const known = losses.filter((loss): loss is number => loss !== null);
    expect(losses.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    expect(losses.slice(known.length).every((loss) => loss === null)).toBe(true);
  });

  it('answers 400 InvalidCursor to a cursor of ours whose key does not fit its order, never a database error', async () => {
    const forged = (order: string, key: unknown[]) =>
      Buffer.from(JSON.stringify({ o: order, k: key })).toString('base64url');
    for (const [path, order, key] of [
      ['/api/v1/incidents', 'incidents:date:desc', ['not a date', 1]],
      ['/api/v1/incidents', 'incidents:date:desc', ['2024-01-01T00:00:00.000Z', 'x']],
      ['/api/v1/incidents', 'incidents:date:desc', ['2024-01-01T00:00:00.000Z']],
      ['/api/v1/incidents?sort=loss', 'incidents:loss:desc', ['lots', '2024-01-01T00:00:00.000Z', 1]],
      ['/api/v1/incidents?sort=loss', 'incidents:loss:desc', [1e6, null, 1]],
      ['/api/v1/audits', 'audits:completed', ['2024-13-45', 1]],
      ['/api/v1/audits', 'audits:completed', ['2024-01-01T00:00:00.000Z', 1.5]],
    ] as const) {
      const glue = path.includes('?') ? '&' : '?';
      const { status, body } = await get(`${path}${glue}cursor=${forged(order, [...key])}`);
      expect([path, key, status, body.error]).toEqual([path, key, 400, 'InvalidCursor']);
    }
    // A well-formed key of the right order pages on from there.
    const { body } = await get(
      `/api/v1/incidents?cursor=${forged('incidents:date:desc', ['2024-01-01T00:00:00.000Z', 1])}`,
    );
    expect(body.data.every((row) => (row.occurredAt as string) < '2024-01-01')).toBe(true);
  });

  it('answers 400 JSON to a bad incident filter', async () => {
    const { status, body } = await get('/api/v1/incidents?year=1999');
    expect(status).toBe(400);
    expect(body.error).toBe('ValidationError');
    expect(body.message).toMatch(/^year: /);
  });

  it('lists completed audits newest first with their credit, a page at a time', async () => {
    const rows = await allPages('/api/v1/audits?limit=100');
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    const completed = rows.map((row) => row.completedAt as string);
    expect(completed).toEqual([...completed].sort().reverse());
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    // Every audit credits the firm's portfolio it comes from, under that portfolio's terms.
    const credits = rows.map((row) => row.credit as { name: string; licence: string });
    expect(credits.every((credit) => credit.name && credit.licence)).toBe(true);
    expect(new Set(rows.map((row) => row.auditor)).size).toBeGreaterThanOrEqual(16);
    expect(rows.length).toBeGreaterThanOrEqual(4000);
    const tob = rows.filter((row) => row.auditor === 'Trail of Bits');
    expect(tob.every((row) => (row.credit as { licence: string }).licence === 'CC BY-SA 4.0')).toBe(true);
    // Findings are counts where the firm states them, else unknown (null), never zeros for unknown.
    expect(tob.every((row) => row.findings === null)).toBe(true);
    const counted = rows.find((row) => row.auditor === 'Cyfrin' && row.findings !== null)!;
    expect(counted.findings).toMatchObject({ open: null, total: expect.any(Number) });

    const projectId = rows.find((row) => row.project !== null)!.project as { id: string };
    const ofProject = await get(`/api/v1/audits?project=${projectId.id}`);
    expect(ofProject.body.data.length).toBeGreaterThan(0);
    expect(ofProject.body.data.every((row) => (row.project as { id: string }).id === projectId.id)).toBe(
      true,
    );

    const byFirm = await allPages(`/api/v1/audits?firm=${encodeURIComponent('sigma prime')}&limit=100`);
    expect(byFirm.length).toBe(rows.filter((row) => row.auditor === 'Sigma Prime').length);
    expect(byFirm.every((row) => row.auditor === 'Sigma Prime')).toBe(true);
    const both = await get(`/api/v1/audits?project=lido-dao&firm=MixBytes&limit=100`);
    expect(both.body.data.length).toBeGreaterThan(0);
    expect(
      both.body.data.every(
        (row) => row.auditor === 'MixBytes' && (row.project as { id: string }).id === 'lido-dao',
      ),
    ).toBe(true);

    const bad = await get('/api/v1/audits?state=finished');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^state: /);
  });
});

describe(`GET /api/v1/methodology on ${testDriver()}`, () => {
  it('gives the categories, signals, weights and version', async () => {
    const { status, body } = await get('/api/v1/methodology');
    expect(status).toBe(200);
    const data = body.data as unknown as {
      version: string;
      categories: { weight: number; signals: { weight: number }[] }[];
    };
    expect(data.version).toBe(METHODOLOGY_VERSION);
    expect(data.categories.reduce((sum, category) => sum + category.weight, 0)).toBe(100);
    for (const category of data.categories) {
      expect(category.signals.reduce((sum, signal) => sum + signal.weight, 0)).toBe(100);
    }
  });

  it('answers 429 with Retry-After past the limit of a client', async () => {
    const client = '10.200.0.1';
    for (let index = 0; index < 60; index += 1) {
      const { status, headers } = await get('/api/v1/methodology', { client });
      expect(status).toBe(200);
      expect(headers.get('ratelimit-remaining')).toBe(String(59 - index));
    }
    const limited = await get('/api/v1/methodology', { client });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'TooManyRequests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    // Another client keeps its own budget.
    expect((await get('/api/v1/methodology', { client: '10.200.0.2' })).status).toBe(200);
  });
});
