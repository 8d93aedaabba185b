import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { uniqueClientAddress } from '@/testing/client-address';
import { callRoute } from '@/testing/call-route';
import { errorReports } from '@/server/db/schema';
import { POST } from './route';

const CLIENT_IP = uniqueClientAddress();
const database = preparedTestDatabase();

const post = (body: unknown) =>
  // A client of its own per run: rate limits may be shared through Redis across runs.
  callRoute(POST, '/api/errors', { body, address: CLIENT_IP, headers: { 'user-agent': 'test-agent' } });

describe(`POST /api/errors on ${testDriver()}`, () => {
  it('stores the report, trace defaulting to empty', async () => {
    const response = await post({
      title: 'Server error 500',
      description: 'http://localhost:3000/\nGET /api/x',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await database.handle.db.select().from(errorReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Server error 500', trace: '', userAgent: 'test-agent' });
  });

  it.each([
    ['no title', { description: 'x' }],
    ['an empty title', { title: ' ', description: 'x' }],
    ['a huge trace', { title: 't', description: 'x', trace: 'x'.repeat(20_001) }],
    ['an unknown field', { title: 't', description: 'x', admin: true }],
  ])('refuses %s with 400 and writes nothing new', async (_label, body) => {
    const before = (await database.handle.db.select().from(errorReports)).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'ValidationError' });
    expect(await database.handle.db.select().from(errorReports)).toHaveLength(before);
  });
});
