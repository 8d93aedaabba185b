import { count, eq, sql } from 'drizzle-orm';
import { SIGNALS } from '@/lib/score/methodology';
import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { audits, projectScores, projectTokens, projects, securityAlerts, signals } from '../../db/schema';
import { seedSyntheticProjects, SYNTHETIC_AUDITORS } from './seed-synthetic-projects';

const database = preparedTestDatabase({ isAppDatabase: false });

describe(`seedSyntheticProjects on ${testDriver()}`, () => {
  it('adds N scored, ranked projects with synthetic names, and N more on a second run', async () => {
    const { db } = database.handle;
    const progress: number[] = [];
    await seedSyntheticProjects(db, {
      count: 300,
      now: new Date('2026-11-01T00:00:00Z'),
      onProgress: (done) => progress.push(done),
    });
    expect(progress.at(-1)).toBe(600);
    const [n] = await db.select({ n: count() }).from(projects).where(eq(projects.source, 'synthetic'));
    expect(n!.n).toBe(300);
    // One row per signal of the methodology and project, measured or not available.
    const [signalCount] = await db.select({ n: count() }).from(signals);
    expect(signalCount!.n).toBe(300 * SIGNALS.length);
    const ranks = await db.execute<{ ranked: number; max: number }>(
      sql`select count(rank)::int as ranked, max(rank)::int as max from ${projectScores}`,
    );
    expect(ranks.rows[0]).toEqual({ ranked: 300, max: 300 });
    const [first] = await db.select().from(projects).where(eq(projects.id, 'synthetic-project-00001'));
    expect(first).toMatchObject({
      name: 'Synthetic Project 00001',
      logo: '/logos/monogram/synthetic-project-00001.png',
      website: null,
    });
    expect(first!.chains.every((chain) => /^Synthetic Chain \d$/.test(chain))).toBe(true);
    const [token] = await db.select().from(projectTokens).where(eq(projectTokens.projectId, first!.id));
    expect(token).toMatchObject({ ticker: 'SX00001', address: `0x5y17${'1'.padStart(36, '0')}` });
    // The planner's statistics are refreshed: it knows how many projects there are.
    const stats = await db.execute<{ tuples: number }>(
      sql`select reltuples::int as tuples from pg_class where relname = 'projects'`,
    );
    expect(stats.rows[0]!.tuples).toBe(300);

    await seedSyntheticProjects(db, { count: 50, now: new Date('2026-11-01T00:00:00Z') });
    const [after] = await db.select({ n: count() }).from(projects);
    expect(after!.n).toBe(350);
    expect(
      (await db.select().from(projects).where(eq(projects.id, 'synthetic-project-00350')))[0]!.name,
    ).toBe('Synthetic Project 00350');
  });

  it('gives them audits by example firms and a few incidents, all synthetic, with the signals they imply', async () => {
    const { db } = database.handle;
    const stored = await db.select().from(audits);
    expect(stored.length).toBeGreaterThan(100);
    expect(new Set(stored.map((audit) => audit.auditor))).toEqual(new Set(SYNTHETIC_AUDITORS));
    expect(stored.some((audit) => audit.status !== 'completed')).toBe(true);
    expect(stored.every((audit) => audit.source === 'synthetic' && audit.reportUrl === null)).toBe(true);
    const incidents = await db.select().from(securityAlerts);
    expect(incidents.length).toBeGreaterThan(0);
    for (const incident of incidents) {
      expect(incident.projectName).toMatch(/^Synthetic Project \d{5}$/);
      expect(incident).toMatchObject({ source: 'synthetic', sourceUrl: null, state: 'confirmed' });
    }
    // Each project's audit count is the number of its completed audits; without one it is not available
    // (evidence only: a project no audit names has no audit count, not a zero).
    const counted = await db.execute<{ project_id: string; signal: number | null; audits: number }>(sql`
      select p.id as project_id, s.value as signal,
             (select count(*) from audits a where a.project_id = p.id and a.status = 'completed')::int as audits
      from projects p left join signals s on s.project_id = p.id and s.key = 'audit_count'`);
    expect(counted.rows).toHaveLength(350);
    expect(counted.rows.some((row) => row.audits === 0)).toBe(true);
    for (const row of counted.rows) {
      expect(row.signal === null ? 0 : Number(row.signal), row.project_id).toBe(row.audits);
    }
  });
});
