import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { uniqueClientAddress } from '@/testing/client-address';
import { callRoute } from '@/testing/call-route';
import { eq } from 'drizzle-orm';
import { errorReports } from '@/server/db/schema';
import {
  ERROR_REPORT_RETENTION_DAYS,
  ERROR_REPORTS_PER_ADDRESS,
  ERROR_REPORTS_PER_DAY,
  recordErrorReport,
  sweepErrorReports,
} from '@/server/errors/record-error-report';
import { limiterFor } from '@/server/http/rate-limit';
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

  it('stores the same report once, counting how often it came', async () => {
    const address = uniqueClientAddress();
    const report = { title: 'Repeated failure', description: 'same page', trace: 'Error: same' };
    for (let n = 0; n < 20; n += 1) {
      expect((await callRoute(POST, '/api/errors', { body: report, address })).status).toBe(200);
    }
    const rows = await database.handle.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.title, report.title));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurrences).toBe(20);
  });

  it('refuses new reports past the day budget of an address, and repeats of stored ones cost nothing', async () => {
    const address = uniqueClientAddress();
    const record = (title: string) =>
      recordErrorReport(database.handle.db, { title, description: 'x', trace: '', userAgent: null, address });
    for (let n = 0; n < ERROR_REPORTS_PER_ADDRESS.points; n += 1) {
      expect(await record(`Failure ${n} of ${address}`)).toHaveProperty('id');
    }
    const refused = await record(`One more failure of ${address}`);
    expect(refused).toHaveProperty('retryAfter');
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(3600);
    expect(await record(`Failure 0 of ${address}`)).toHaveProperty('id');
    // Another address is not held back.
    expect(await post({ title: 'Failure of another address', description: 'x' })).toHaveProperty(
      'status',
      200,
    );
  });

  it(`deletes reports not seen for ${ERROR_REPORT_RETENTION_DAYS} days`, async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (ERROR_REPORT_RETENTION_DAYS + 1) * 86_400_000);
    const recent = new Date(now.getTime() - (ERROR_REPORT_RETENTION_DAYS - 1) * 86_400_000);
    await database.handle.db.insert(errorReports).values([
      { title: 'Old failure', description: 'x', fingerprint: 'old', createdAt: old, lastSeenAt: old },
      {
        title: 'Old but seen again',
        description: 'x',
        fingerprint: 'seen',
        createdAt: old,
        lastSeenAt: recent,
      },
    ]);
    expect(await sweepErrorReports(database.handle.db, now)).toBe(1);
    const titles = (await database.handle.db.select().from(errorReports)).map((row) => row.title);
    expect(titles).not.toContain('Old failure');
    expect(titles).toContain('Old but seen again');
  });

  it('refuses new reports of anyone once the day budget of all of them is spent', async () => {
    await limiterFor(ERROR_REPORTS_PER_DAY).penalty('all', ERROR_REPORTS_PER_DAY.points);
    const before = (await database.handle.db.select().from(errorReports)).length;
    const response = await post({ title: 'One too many', description: 'x' });
    expect(response.status).toBe(429);
    expect(await database.handle.db.select().from(errorReports)).toHaveLength(before);
  });
});
