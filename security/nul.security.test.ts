// NUL: a NUL byte (which PostgreSQL cannot store or compare) in any field, query or path is refused with a 4xx,
// never a 500, and what the client sent never reaches the error log.
import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from './support/client';
import { ENDPOINTS, query, urlOf } from './support/endpoints';
import { signedInUser, type TestUser } from './support/users';

const SENTINEL = 'nul-sentinel-7f3a';

/** The sample with one string (at any depth) replaced by one carrying NUL, once for each string in it. */
function variants(sample: Record<string, unknown>): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown, replace: (next: unknown) => Record<string, unknown>) => {
    if (typeof value === 'string') found.push(replace(`${value}\u0000${SENTINEL}`));
    else if (Array.isArray(value))
      value.forEach((item, index) =>
        walk(item, (next) => replace(value.map((other, at) => (at === index ? next : other)))),
      );
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        walk(item, (next) => replace({ ...(value as object), [key]: next }));
  };
  walk(sample, (next) => next as Record<string, unknown>);
  // A key carrying NUL, too, for an endpoint that reads a body or query at all.
  if (Object.keys(sample).length > 0) found.push({ ...sample, [`key\u0000${SENTINEL}`]: 'x' });
  return found;
}

describe('NUL bytes', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signedInUser();
    await user.client.visitPage('/');
  });

  it('NUL-1 every endpoint answers a NUL in any field, key or query value with a 4xx JSON error', async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => !candidate.multipart)) {
      const client = endpoint.auth === 'none' ? new Client() : user.client;
      for (const sample of variants(endpoint.sample)) {
        const reply =
          endpoint.method === 'GET'
            ? await client.get(`${urlOf(endpoint)}?${query(sample)}`)
            : await client.post(urlOf(endpoint), sample);
        const label = `${endpoint.method} ${endpoint.path} ${JSON.stringify(sample)}`;
        expect(reply.status, label).toBeGreaterThanOrEqual(400);
        expect(reply.status, label).toBeLessThan(500);
        expect(reply.json, label).toHaveProperty('error');
      }
    }
  });

  it.each([
    '/?chain=%00',
    '/?category=x%00y',
    '/?sort=%00',
    '/security-alerts?category=%00',
    '/security-alerts?chain=Ethereum%00',
    '/security-alerts?year=2024%00',
    '/projects/bit%00coin',
    '/resources/blog/x%00y',
    '/api/search-project?keyword=bit%00coin',
    '/api/security-alerts/export?chain=%00',
    `/api/nope%00${SENTINEL}`,
  ])('NUL-2 %s answers 4xx, never 500', async (path) => {
    const reply = await new Client().get(`${path}${path.includes('?') ? '&' : '?'}s=${SENTINEL}`);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });

  it('NUL-3 nothing a client sent reaches the log', () => {
    expect(fs.readFileSync(inject('appLog'), 'utf8')).not.toContain(SENTINEL);
  });
});
