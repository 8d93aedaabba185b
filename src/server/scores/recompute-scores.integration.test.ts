import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { computeScore } from '@/lib/score/compute-score';
import { METHODOLOGY_VERSION } from '@/lib/score/methodology';
import { testDriver } from '@/testing/test-database';
import { projectScores, projects, scoreHistory, signals } from '../db/schema';
import { recomputeScores } from './recompute-scores';
import { DAY_MS } from '@/config/constants';

const NOW = new Date('2026-11-10T12:00:00Z');
const database = preparedTestDatabase({ isAppDatabase: false });

const addProject = async (id: string, name: string, measured: Record<string, number | null>, at = NOW) => {
  const { db } = database.handle;
  await db
    .insert(projects)
    .values({ id, name, logo: `/logos/monogram/${id}.png`, category: 'DeFi', source: 'demo' });
  const rows = Object.entries(measured).map(([key, value]) => ({
    projectId: id,
    key,
    value,
    measuredAt: value === null ? null : at,
    source: 'test',
    state: 'measured' as const,
  }));
  if (rows.length) await db.insert(signals).values(rows);
};

describe(`recomputeScores on ${testDriver()}`, () => {
  it('stores exactly what the engine computes, ranks by score with ties by name, and keeps the day in history', async () => {
    await addProject('zeta', 'Zeta', { audit_count: 2, open_high_findings: 0 });
    await addProject('alpha', 'Alpha', { audit_count: 2, open_high_findings: 0 });
    await addProject('low', 'Low', { audit_count: 0 });
    await addProject('empty', 'Empty', {});

    await recomputeScores(database.handle.db, { asOf: NOW });
    const rows = await database.handle.db
      .select()
      .from(projectScores)
      .orderBy(sql`rank nulls last`);
    expect(rows.map((row) => [row.projectId, row.rank, row.percentile])).toEqual([
      ['alpha', 1, 66.67],
      ['zeta', 2, 33.33],
      ['low', 3, 0],
      ['empty', null, null],
    ]);

    const expected = computeScore(
      [
        { key: 'audit_count', value: 2, measuredAt: NOW },
        { key: 'open_high_findings', value: 0, measuredAt: NOW },
      ],
      NOW,
    );
    const alpha = rows[0]!;
    expect(alpha.score).toBe(expected.score);
    expect(alpha.tier).toBe(expected.tier);
    expect(alpha.coverage).toBe(expected.coverage);
    expect(alpha.methodologyVersion).toBe(METHODOLOGY_VERSION);
    expect(alpha.categories).toEqual(JSON.parse(JSON.stringify(expected.categories)));

    const [history] = await database.handle.db
      .select()
      .from(scoreHistory)
      .where(eq(scoreHistory.projectId, 'alpha'));
    expect(history).toMatchObject({ day: '2026-11-10', score: expected.score });
    expect(history!.changes.map((change) => change.key).sort()).toEqual([
      'audit_count',
      'open_high_findings',
    ]);
  });

  it('records what changed and the 24-hour change when a signal moves the next day', async () => {
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    await database.handle.db
      .update(signals)
      .set({ value: 5, measuredAt: tomorrow })
      .where(sql`${signals.projectId} = 'low' and ${signals.key} = 'audit_count'`);
    await recomputeScores(database.handle.db, { asOf: tomorrow });

    const [low] = await database.handle.db
      .select()
      .from(projectScores)
      .where(eq(projectScores.projectId, 'low'));
    expect(low!.score).toBe(100);
    expect(low!.change24h).toBe(100);
    expect(low!.rank).toBe(1);
    const [day2] = await database.handle.db
      .select()
      .from(scoreHistory)
      .where(sql`${scoreHistory.projectId} = 'low' and ${scoreHistory.day} = '2026-11-11'`);
    expect(day2!.changes).toEqual([{ key: 'audit_count', from: 0, to: 5, impactDelta: 100 }]);
  });

  it('marks a signal stale once it outlives its freshness window, and lowers coverage', async () => {
    const later = new Date(NOW.getTime() + 200 * DAY_MS);
    await recomputeScores(database.handle.db, { projectIds: ['zeta'], asOf: later });
    const states = await database.handle.db
      .select({ key: signals.key, state: signals.state })
      .from(signals)
      .where(eq(signals.projectId, 'zeta'));
    expect(states.every((row) => row.state === 'stale')).toBe(true);
    const [zeta] = await database.handle.db
      .select()
      .from(projectScores)
      .where(eq(projectScores.projectId, 'zeta'));
    // audit_count (30) and open_high_findings (25) of Code Security (30 %), each counted at half weight:
    // 0.3 × 0.5 × 0.55 = 0.0825.
    expect(zeta!.coverage).toBe(0.0825);
  });
});
