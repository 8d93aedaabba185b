import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { visitorCookie } from '@/testing/visitor-cookie';
import { callRoute } from '@/testing/call-route';
import { uniqueClientAddress } from '@/testing/client-address';
import { makeUser } from '@/testing/factories';
import { events } from '@/server/db/schema';
import { POST } from './route';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase();

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(POST, '/api/user/events', { body, headers });

describe(`POST /api/user/events on ${testDriver()}`, () => {
  it("stores a visitor's page view under its visitor cookie, and a user's under the user", async () => {
    const visitor = await post(
      { eventName: 'page_view', properties: { page: '/', referrer: '', timing: 120 } },
      { cookie: visitorCookie(7) },
    );
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ ok: true });
    // The visitor cookie comes from GET /api/visitor only, never from the endpoints that read it.
    expect(visitor.headers.get('set-cookie')).toBeNull();
    const user = await makeUser(database.handle.db);
    const signedIn = await post({ eventName: 'tour_next', properties: { step: 2 } }, { cookie: user.cookie });
    expect(signedIn.status).toBe(200);
    const rows = await database.handle.db.select().from(events);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          eventName: 'page_view',
          userId: null,
          visitorId: '00000000-0000-4000-8000-000000000007',
        }),
        expect.objectContaining({
          eventName: 'tour_next',
          userId: user.id,
          visitorId: null,
          properties: { step: 2 },
        }),
      ]),
    );
  });

  it('refuses bad names, nested or oversized properties, unknown fields and non-JSON with 400, storing nothing', async () => {
    const before = (await database.handle.db.select().from(events)).length;
    for (const body of [
      { eventName: '', properties: {} },
      { eventName: 'has space', properties: {} },
      { eventName: 'x'.repeat(65), properties: {} },
      { eventName: 'ok', properties: { nested: { a: 1 } } },
      {
        eventName: 'ok',
        properties: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, 'v'.repeat(1000)])),
      },
      // Under 4,096 characters but over 4 KB as UTF-8.
      { eventName: 'ok', properties: { a: '€'.repeat(1500) } },
      { eventName: 'ok', properties: {}, extra: true },
      '{not json',
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await database.handle.db.select().from(events)).length).toBe(before);
  });

  it('answers 429 with Retry-After past 120 events a minute from one address', async () => {
    const address = uniqueClientAddress();
    let last: Response | undefined;
    for (let i = 0; i < 121; i += 1) {
      last = await post({ eventName: 'page_view', properties: {} }, { 'x-forwarded-for': address });
      if (i < 120) expect(last.status).toBe(200);
    }
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({ error: 'TooManyRequests' });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
