import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import journal from '../../../drizzle/meta/_journal.json';
import { realAudits, realIncidents, realProjects } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import type { DbHandle } from '../db/client';
import { runDailyScoring } from '../scores/run-daily-scoring';
import { prepareDatabase } from './prepare-database';
import { announcements, appMeta, audits, projectScores, projects, securityAlerts } from '../db/schema';
import { DAY_MS } from '@/config/constants';

const NOW = new Date('2026-11-01T12:00:00Z');
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const countOf = async (
  handle: DbHandle,
  table: typeof projects | typeof securityAlerts | typeof audits | typeof announcements,
) => (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe(`prepareDatabase on ${testDriver()}`, () => {
  it("migrates an empty database and imports the shipped data sets once, its scoring counted as the day's; a second start imports nothing", async () => {
    database = await createTestDatabase();
    const { handle } = database;

    const first = await prepareDatabase(handle, { seed: 'real', now: NOW });
    expect(first).toEqual({ imported: true });
    expect(await countOf(handle, projects)).toBe(realProjects().length);
    expect(await countOf(handle, securityAlerts)).toBe(realIncidents().length);
    expect(await countOf(handle, audits)).toBe(realAudits().length);
    // Real data needs no banner saying it is made up.
    expect(await countOf(handle, announcements)).toBe(0);

    const second = await prepareDatabase(handle, { seed: 'real', now: NOW });
    expect(second).toEqual({ imported: false });
    expect(await countOf(handle, projects)).toBe(realProjects().length);

    // The import scored every project: the daily scoring waits for the next day.
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await runDailyScoring(handle.db, later)).toBe(false);
    expect(await runDailyScoring(handle.db, new Date(NOW.getTime() + DAY_MS))).toBe(true);
  });

  it('creates pg_trgm for search', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'none' });
    const result = await database.handle.db.execute<{ similarity: number }>(
      sql`select similarity('ethereum', 'etherium') as similarity`,
    );
    expect(Number(result.rows[0]!.similarity)).toBeGreaterThan(0.3);
  });

  it('SEED=none migrates but imports nothing', async () => {
    database = await createTestDatabase();
    const result = await prepareDatabase(database.handle, { seed: 'none' });
    expect(result).toEqual({ imported: false });
    expect(await countOf(database.handle, projects)).toBe(0);
    expect(await database.handle.db.select().from(appMeta)).toEqual([]);
  });

  it('leaves a database seeded with the demo of an earlier release as it is, rather than mix real data into it', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'none' });
    await database.handle.db.insert(appMeta).values({ key: 'demo_seeded_at', value: NOW.toISOString() });
    expect(await prepareDatabase(database.handle, { seed: 'real', now: NOW })).toEqual({ imported: false });
    expect(await countOf(database.handle, projects)).toBe(0);
  });

  it('two instances starting together migrate once and import once', async () => {
    database = await createTestDatabase();
    const other = testDriver() === 'postgres' ? await database.openAnother() : database.handle;
    const results = await Promise.all([
      prepareDatabase(database.handle, { seed: 'real', now: NOW }),
      prepareDatabase(other, { seed: 'real', now: NOW }),
    ]);
    expect(results.filter((result) => result.imported)).toHaveLength(1);
    const migrations = await database.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]!.n).toBe(journal.entries.length);
    const [scored] = await database.handle.db.select({ n: count() }).from(projectScores);
    expect(scored!.n).toBe(await countOf(database.handle, projects));
    expect(await countOf(database.handle, projects)).toBe(realProjects().length);
  });
});
