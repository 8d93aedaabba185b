import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../prepare-database';
import { projectScores, projects, signals } from '../schema';
import { seedSyntheticProjects } from './seed-synthetic-projects';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
});
afterAll(() => database.dispose());

describe(`seedSyntheticProjects on ${testDriver()}`, () => {
  it('adds N scored, ranked projects with fictional names, and N more on a second run', async () => {
    const progress: number[] = [];
    await seedSyntheticProjects(database.handle.db, {
      count: 300,
      now: new Date('2026-11-01T00:00:00Z'),
      onProgress: (done) => progress.push(done),
    });
    expect(progress.at(-1)).toBe(600);
    const [n] = await database.handle.db
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.source, 'synthetic'));
    expect(n!.n).toBe(300);
    const [signalCount] = await database.handle.db.select({ n: count() }).from(signals);
    expect(signalCount!.n).toBe(300 * 20);
    const ranks = await database.handle.db.execute<{ ranked: number; max: number }>(
      sql`select count(rank)::int as ranked, max(rank)::int as max from ${projectScores}`,
    );
    expect(ranks.rows[0]).toEqual({ ranked: 300, max: 300 });
    const [sample] = await database.handle.db.select().from(projects).limit(1);
    expect(sample!.logo).toBe(`/logos/monogram/${sample!.id}.png`);
    expect(sample!.chains.length).toBeGreaterThan(0);
    // The planner's statistics are refreshed: it knows how many projects there are.
    const stats = await database.handle.db.execute<{ tuples: number }>(
      sql`select reltuples::int as tuples from pg_class where relname = 'projects'`,
    );
    expect(stats.rows[0]!.tuples).toBe(300);

    await seedSyntheticProjects(database.handle.db, { count: 50, now: new Date('2026-11-01T00:00:00Z') });
    const [after] = await database.handle.db.select({ n: count() }).from(projects);
    expect(after!.n).toBe(350);
  });
});
