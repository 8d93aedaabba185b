import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { computeScore } from '@/lib/score/compute-score';
import { METHODOLOGY_VERSION, type SignalKey } from '@/lib/score/methodology';
import { testDriver } from '@/testing/test-database';
import { projectScores, projects, scoreHistory, signals } from '../db/schema';
import { recomputeScores } from './recompute-scores';
import { storedScores } from './stored-scores';
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

// An audited project whose incident record was looked up: two audits, the latest 100 days old, no open finding, no
// incident. Code Security 87.5 × 0.35 + 100 × 0.25 + 50 × 0.10, the fix reviews and the bounty unknown at 50
// (0.15 + 0.15): 30.625 + 25 + 5 + 15 = 75.625 → 75.63; Operational Resilience 50 (none on record, uptime unknown);
// the four other categories unknown, 50. 0.4 × 75.63 + 0.6 × 50 = 60.252 → 60.25. Coverage 0.4 × (0.35 + 0.25 +
// 0.10) + 0.3 × (0.50 + 0.35) = 0.28 + 0.255 = 0.535.
const AUDITED = {
  audit_count: 2,
  audit_age_days: 100,
  open_high_findings: 0,
  incidents_3y: 0,
  incident_losses_usd_3y: 0,
};

describe(`recomputeScores on ${testDriver()}`, () => {
  it('stores exactly what the engine computes, ranks the rated projects by score with ties by name, and keeps the day in history', async () => {
    await addProject('zeta', 'Zeta', AUDITED);
    await addProject('alpha', 'Alpha', AUDITED);
    // Three incidents and 100 million USD lost, no audit on record yet (a count of 0 is 50, neutral): Code
    // Security 50; Operational Resilience 0 × 0.50 + 0 × 0.35 + 50 × 0.15 = 7.5; 0.4 × 50 + 0.3 × 7.5 + 0.3 × 50
    // = 37.25, CCC. Coverage 0.4 × 0.35 + 0.3 × 0.85 = 0.395.
    await addProject('low', 'Low', { audit_count: 0, incidents_3y: 3, incident_losses_usd_3y: 100_000_000 });
    // Four audits but no incident lookup: evidence, yet 0.4 × 0.35 = 0.14 coverage, below the floor.
    await addProject('thin', 'Thin', { audit_count: 4 });
    await addProject('empty', 'Empty', {});

    await recomputeScores(database.handle.db, { asOf: NOW });
    const rows = await database.handle.db
      .select()
      .from(projectScores)
      .orderBy(sql`rank nulls last`, projectScores.projectId);
    expect(rows.map((row) => [row.projectId, row.rank, row.percentile, row.score, row.tier])).toEqual([
      ['alpha', 1, 66.67, 60.25, 'BBB'],
      ['zeta', 2, 33.33, 60.25, 'BBB'],
      ['low', 3, 0, 37.25, 'CCC'],
      ['empty', null, null, null, null],
      ['thin', null, null, null, null],
    ]);
    expect(rows.map((row) => [row.projectId, row.coverage, row.confidence])).toEqual([
      ['alpha', 0.535, 'medium'],
      ['zeta', 0.535, 'medium'],
      ['low', 0.395, 'low'],
      ['empty', 0, 'low'],
      ['thin', 0.14, 'low'],
    ]);

    const expected = computeScore(
      Object.entries(AUDITED).map(([key, value]) => ({ key: key as SignalKey, value, measuredAt: NOW })),
      NOW,
    );
    expect(expected).toMatchObject({ score: 60.25, notRatedReason: null });
    const alpha = rows[0]!;
    expect(alpha.score).toBe(expected.score);
    expect(alpha.tier).toBe(expected.tier);
    expect(alpha.coverage).toBe(expected.coverage);
    expect(alpha.methodologyVersion).toBe(METHODOLOGY_VERSION);
    const [stored] = await storedScores(database.handle.db, ['alpha']);
    expect(stored!.categories).toEqual(JSON.parse(JSON.stringify(expected.categories)));

    const [history] = await database.handle.db
      .select()
      .from(scoreHistory)
      .where(eq(scoreHistory.projectId, 'alpha'));
    expect(history).toMatchObject({ day: '2026-11-10', score: expected.score });
    expect(history!.changes.map((change) => change.key).sort()).toEqual([
      'audit_age_days',
      'audit_count',
      'incident_losses_usd_3y',
      'incidents_3y',
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
    // Five audits: 100 − 50 × 0.5^5 = 98.4375 → 98.44. Code Security 98.44 × 0.35 + 50 × 0.65 = 66.954 → 66.95;
    // 0.4 × 66.95 + 0.3 × 7.5 + 0.3 × 50 = 44.03, B: 6.78 points up on 37.25, still below the audited two.
    expect(low).toMatchObject({ score: 44.03, tier: 'B', change24h: 6.78, rank: 3 });
    const [day2] = await database.handle.db
      .select()
      .from(scoreHistory)
      .where(sql`${scoreHistory.projectId} = 'low' and ${scoreHistory.day} = '2026-11-11'`);
    // Its impact (98.44 − 50) × 35 × 40 / 10 000 = 6.7816 → 6.78, from (50 − 50) × … = 0.
    expect(day2!.changes).toEqual([{ key: 'audit_count', from: 0, to: 5, impactDelta: 6.78 }]);
  });

  it('marks a signal stale once it outlives its freshness window, lowers coverage, and unrates below the floor', async () => {
    const statesOf = async () =>
      Object.fromEntries(
        (
          await database.handle.db
            .select({ key: signals.key, state: signals.state })
            .from(signals)
            .where(eq(signals.projectId, 'zeta'))
        ).map((row) => [row.key, row.state]),
      );
    const zetaScore = async () =>
      (await database.handle.db.select().from(projectScores).where(eq(projectScores.projectId, 'zeta')))[0]!;

    // 200 days on: the incident signals (180-day window) are stale, the audit signals (365 days) are not.
    await recomputeScores(database.handle.db, {
      projectIds: ['zeta'],
      asOf: new Date(NOW.getTime() + 200 * DAY_MS),
    });
    expect(await statesOf()).toEqual({
      audit_count: 'measured',
      audit_age_days: 'measured',
      open_high_findings: 'measured',
      incidents_3y: 'stale',
      incident_losses_usd_3y: 'stale',
    });
    // Incidents count half their weight: 0.28 + 0.255 × 0.5 = 0.4075. The latest audit is 300 days old, still 100:
    // the score stays 60.25.
    expect(await zetaScore()).toMatchObject({ coverage: 0.4075, score: 60.25, confidence: 'low' });

    // 400 days on: every signal is stale, 0.535 × 0.5 = 0.2675, below the floor of 0.35: not rated, never ranked.
    await recomputeScores(database.handle.db, {
      projectIds: ['zeta'],
      asOf: new Date(NOW.getTime() + 400 * DAY_MS),
    });
    expect(Object.values(await statesOf()).every((state) => state === 'stale')).toBe(true);
    expect(await zetaScore()).toMatchObject({ coverage: 0.2675, score: null, tier: null, rank: null });
  });
});
