// VAL: random and hostile bodies and query strings never get a 500; big bodies get 413; `__proto__` keys
// change nothing.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/client';
import { ENDPOINTS, urlOf, type Endpoint } from './support/endpoints';
import { signedInUser, type TestUser } from './support/users';

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '%00',
  '../../etc/passwd',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'x'.repeat(10_000),
  '\uD800',
  '😀'.repeat(300),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body built from the endpoint's valid sample, with fields changed, dropped or added. */
const mutatedBody = (sample: Record<string, unknown>) =>
  fc.oneof(
    hostileValue,
    fc
      .record({
        keep: fc.subarray(Object.keys(sample)),
        change: fc.dictionary(
          fc.constantFrom(...Object.keys(sample), '__proto__', 'constructor', 'extra'),
          hostileValue,
          {
            maxKeys: 3,
          },
        ),
      })
      .map(({ keep, change }) => ({
        ...Object.fromEntries(keep.map((key) => [key, sample[key]])),
        ...change,
      })),
  );

const rawBody = fc.oneof(
  mutatedBody({}).map((value) => JSON.stringify(value) ?? 'null'),
  fc.string(),
  fc.constantFrom('{', '[', '{"a":', 'nul', '\u0000', '{"__proto__":{"x":1}}', '1'.repeat(400) + 'e9999'),
);

const randomQuery = (sample: Record<string, unknown>) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(sample), '__proto__', 'x'), hostileString),
      hostileString,
      {
        maxKeys: 4,
      },
    )
    .map((params) => new URLSearchParams(params).toString());

/** The endpoint's path with a query string (GET) or its body (POST), sent by this client. */
async function send(client: Client, endpoint: Endpoint, payload: string) {
  if (endpoint.method === 'GET') return client.get(`${urlOf(endpoint)}?${payload}`);
  const headers = endpoint.multipart
    ? { 'content-type': 'multipart/form-data; boundary=x' }
    : { 'content-type': 'application/json' };
  return client.post(urlOf(endpoint), payload, { headers });
}

describe('hostile input', () => {
  let user: TestUser;
  const visitor = new Client();
  // Signing out everywhere would end the fuzzing user's session for the endpoints after it.
  const fuzzed = [...ENDPOINTS].sort(
    (a, b) => Number(a.path.includes('sign-out')) - Number(b.path.includes('sign-out')),
  );

  beforeAll(async () => {
    user = await signedInUser();
  });

  it('VAL-1 the catalogue names every product endpoint', () => {
    const root = path.resolve(__dirname, '..', 'src', 'app', 'api');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name === 'route.ts') found.push(`/api/${path.relative(root, dir)}`);
      }
    };
    walk(root);
    const known = new Set(ENDPOINTS.map((endpoint) => endpoint.path));
    // next-auth's own protocol, the health checks, the test hooks (off here) and the 404 of unknown paths are
    // not product endpoints.
    const others = found.filter(
      (route) => !/\[\.\.\.nextauth\]|\[\.\.\.unknown\]$|^\/api\/health|^\/api\/test-hooks/.test(route),
    );
    expect(others.filter((route) => !known.has(route))).toEqual([]);
  });

  it.each(fuzzed.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    'VAL-2 random and hostile input never gets a 500: %s',
    async (_name, endpoint) => {
      const payloads = endpoint.method === 'GET' ? randomQuery(endpoint.sample) : rawBody;
      await fc.assert(
        fc.asyncProperty(payloads, fc.boolean(), async (payload, signedIn) => {
          const reply = await send(signedIn ? user.client : visitor, endpoint, payload);
          expect(reply.status, `${endpoint.path} ${payload.slice(0, 200)}`).toBeLessThan(500);
          // A request line and headers over Node's 16 KB limit are refused by its HTTP parser with a bare 431,
          // before any code of ours runs; every other refusal is ours, with an `{ error }` body.
          if (reply.status >= 400 && reply.status !== 431) expect(reply.json).toHaveProperty('error');
        }),
        { numRuns: 25, seed: Number(process.env.FC_SEED ?? Date.now() % 100_000) },
      );
    },
  );

  it('VAL-3 bodies over 1 MB answer 413', async () => {
    const fresh = await signedInUser();
    const big = JSON.stringify({ name: 'x', pad: 'y'.repeat(1024 * 1024) });
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'POST' && !e.multipart)) {
      const reply = await fresh.client.post(endpoint.path, big, {
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status, endpoint.path).toBe(413);
    }
    expect((await fresh.client.session()).user?.id).toBe(fresh.id);
  });

  it('VAL-4 __proto__ keys change nothing', async () => {
    const fresh = await signedInUser();
    const polluted = [
      '{"name":"Proto","__proto__":{"adminId":"x","isAdmin":true,"projects":["bitcoin"]}}',
      '{"name":"Proto","constructor":{"prototype":{"adminId":"x"}}}',
      '{"__proto__":{"name":"Proto"}}',
    ];
    for (const body of polluted) {
      const reply = await fresh.client.post('/api/watchlist/create', body, {
        headers: { 'content-type': 'application/json' },
      });
      expect([200, 400]).toContain(reply.status);
      if (reply.status === 200) expect(reply.json).not.toHaveProperty('adminId');
    }
    const lists = (await fresh.client.get('/api/watchlist')).json as {
      data: { name: string; projects: string[] }[];
    };
    for (const list of lists.data) expect(list.projects).toEqual([]);
    for (const body of [
      '{"__proto__":{"securityAlerts":true},"scoreChanges":false,"productNews":false}',
      '{"securityAlerts":false,"scoreChanges":false,"productNews":false,"__proto__":{"userId":"someone-else"}}',
    ]) {
      const reply = await fresh.client.post('/api/sso-settings/update', body, {
        headers: { 'content-type': 'application/json' },
      });
      expect([200, 400]).toContain(reply.status);
    }
    const search = await fresh.client.get(
      '/api/search-project?__proto__[keyword]=bit&constructor[prototype][x]=1',
    );
    expect(search.status).toBeLessThan(500);
    const session = (await fresh.client.session()).user;
    expect(session?.id).toBe(fresh.id);
    expect(session?.adminId).toBeUndefined();
    expect(({} as Record<string, unknown>).adminId).toBeUndefined();
    // Another user is untouched.
    expect((await user.client.get('/api/watchlist')).status).toBeLessThan(500);
  });

  it('VAL-5 watchlist names refuse control and bidirectional-override characters', async () => {
    const fresh = await signedInUser();
    const created = await fresh.client.post('/api/watchlist/create', { name: 'Plain name', projects: [] });
    expect(created.status).toBe(200);
    const { id } = created.json as { id: string };
    for (const name of [
      'gpj.\u202eexe',
      'a\u200fb',
      'x\u2066y\u2069',
      'tab\there',
      'bell\u0007',
      'nul\u0000',
      'esc\u001b[0m',
    ]) {
      for (const [path, body] of [
        ['/api/watchlist/create', { name, projects: [] }],
        ['/api/watchlist/update', { id, name }],
        ['/api/user/survey/upload', { watchlistName: name }],
      ] as const) {
        const reply = await fresh.client.post(path, body);
        expect(reply.status, `${path} ${JSON.stringify(name)}`).toBe(400);
        expect((reply.json as { error: string }).error).toBe('ValidationError');
      }
    }
    const lists = (await fresh.client.get('/api/watchlist')).json as { data: { name: string }[] };
    expect(lists.data.map((list) => list.name)).toEqual(['Plain name']);
  });
});
