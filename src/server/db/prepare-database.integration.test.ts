import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import journal from '../../../drizzle/meta/_journal.json';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import type { DbHandle } from './client';
import { runDailyScoring } from '../scores/run-daily-scoring';
import { prepareDatabase } from './prepare-database';
import {
  announcements,
  appMeta,
  auditFindings,
  pageViews,
  projectScores,
  projectSearches,
  projectVotes,
  projects,
  type signals,
} from './schema';

const NOW = new Date('2026-11-01T12:00:00Z');
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const countOf = async (handle: DbHandle, table: typeof projects | typeof signals | typeof announcements) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe(`prepareDatabase on ${testDriver()}`, () => {
  it('migrates an empty database and seeds the demo data once; a second start seeds nothing', async () => {
    database = await createTestDatabase();
    const { handle } = database;

    const first = await prepareDatabase(handle, { seed: 'demo', now: NOW });
    expect(first.seeded).toBe(true);
    const projectCount = await countOf(handle, projects);
    expect(projectCount).toBeGreaterThan(400);
    expect(await countOf(handle, announcements)).toBe(1);

    const second = await prepareDatabase(handle, { seed: 'demo', now: NOW });
    expect(second.seeded).toBe(false);
    expect(await countOf(handle, projects)).toBe(projectCount);
    expect(await countOf(handle, announcements)).toBe(1);
  });

  it("records the seed's scoring as the day's: the daily scoring waits for the next day", async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'demo', now: NOW });
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await runDailyScoring(database.handle.db, later)).toBe(false);
    expect(await runDailyScoring(database.handle.db, new Date(NOW.getTime() + 86_400_000))).toBe(true);
  });

  it('seeds audit findings, votes, page views and searches beside the projects', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'demo', now: NOW });
    for (const table of [auditFindings, projectVotes, pageViews, projectSearches]) {
      const [row] = await database.handle.db.select({ n: count() }).from(table);
      expect(row!.n).toBeGreaterThan(0);
    }
  });

  it('creates pg_trgm for search', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'none' });
    const result = await database.handle.db.execute<{ similarity: number }>(
      sql`select similarity('ethereum', 'etherium') as similarity`,
    );
    expect(Number(result.rows[0]!.similarity)).toBeGreaterThan(0.3);
  });

  it('SEED=none migrates but seeds nothing', async () => {
    database = await createTestDatabase();
    const result = await prepareDatabase(database.handle, { seed: 'none' });
    expect(result.seeded).toBe(false);
    expect(await countOf(database.handle, projects)).toBe(0);
    expect(await database.handle.db.select().from(appMeta)).toEqual([]);
  });

  it('two instances starting together migrate once and seed once', async () => {
    database = await createTestDatabase();
    const other = testDriver() === 'postgres' ? await database.openAnother() : database.handle;
    const results = await Promise.all([
      prepareDatabase(database.handle, { seed: 'demo', now: NOW }),
      prepareDatabase(other, { seed: 'demo', now: NOW }),
    ]);
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const migrations = await database.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]!.n).toBe(journal.entries.length);
    const [scored] = await database.handle.db.select({ n: count() }).from(projectScores);
    expect(scored!.n).toBe(await countOf(database.handle, projects));
  });

  it('seeds the same demo data every time (fixed random seed)', async () => {
    const digest = async () => {
      const db = await createTestDatabase();
      try {
        await prepareDatabase(db.handle, { seed: 'demo', now: NOW });
        const rows = await db.handle.db.execute<{ digest: string }>(
          sql`select md5(string_agg(project_id || ':' || coalesce(score::text, '-'), ',' order by project_id)) as digest
              from project_scores`,
        );
        return rows.rows[0]!.digest;
      } finally {
        await db.dispose();
      }
    };
    expect(await digest()).toBe(await digest());
  });
});
