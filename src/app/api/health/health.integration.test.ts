import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { useTestDbHandle } from '@/testing/use-test-db';
import { openDatabase } from '@/server/db/client';
import { checkDatabase } from '@/server/health/check-database';
import { GET as readiness } from './route';
import { GET as liveness } from './live/route';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  useTestDbHandle(database.handle);
});
afterAll(() => database.dispose());

describe(`health endpoints on ${testDriver()}`, () => {
  it('GET /api/health answers 200 {"status":"ok","db":"ok"} when the database answers', async () => {
    const response = await readiness();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/health answers 503 with "db":"down" when the database cannot be reached', async () => {
    const closed = await openDatabase(
      testDriver() === 'postgres' ? { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', poolSize: 1 } : {},
    );
    if (testDriver() === 'pglite') await closed.close();
    useTestDbHandle(closed);
    try {
      const response = await readiness();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'error', db: 'down' });
    } finally {
      useTestDbHandle(database.handle);
      if (testDriver() === 'postgres') await closed.close();
    }
  });

  it('reports down when the database hangs past the probe timeout', async () => {
    const hanging = () => new Promise<never>(() => undefined);
    expect(await checkDatabase(hanging)).toEqual({ status: 'error', db: 'down' });
  });

  it('GET /api/health/live answers constant JSON', async () => {
    const response = liveness();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
