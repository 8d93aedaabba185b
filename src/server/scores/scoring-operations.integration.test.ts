import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { projectScores, projects, scoreHistory, signals } from '../db/schema';
import { recordSignals } from './record-signals';
import { runDailyScoring } from './run-daily-scoring';
import { DAY_MS } from '@/config/constants';

const NOW = new Date('2026-11-20T08:00:00Z');
const database = preparedTestDatabase({ isAppDatabase: false });
beforeAll(async () => {
  await database.handle.db.insert(projects).values([
    { id: 'one', name: 'One', logo: '/logos/monogram/one.png', category: 'DeFi', source: 'import' },
    { id: 'two', name: 'Two', logo: '/logos/monogram/two.png', category: 'DeFi', source: 'import' },
  ]);
});

describe(`scoring operations on ${testDriver()}`, () => {
  it('recordSignals stores the measurements and rescores the project in one step', async () => {
    const scoreOfOne = async () =>
      (await database.handle.db.select().from(projectScores).where(eq(projectScores.projectId, 'one')))[0];
    await recordSignals(
      database.handle.db,
      {
        projectId: 'one',
        measurements: [
          {
            key: 'audit_count',
            value: 2,
            measuredAt: NOW,
            evidenceUrl: 'https://example.test/a',
            source: 'test',
          },
          { key: 'bug_bounty_usd', value: null, measuredAt: NOW, evidenceUrl: null, source: 'test' },
        ],
      },
      NOW,
    );
    const stored = await database.handle.db.select().from(signals).where(eq(signals.projectId, 'one'));
    expect(stored.map((s) => [s.key, s.state]).sort()).toEqual([
      ['audit_count', 'measured'],
      ['bug_bounty_usd', 'not_available'],
    ]);
    // Two audits alone cover 0.4 × 0.35 = 0.14, below the floor of 0.35: evidence, but not rated yet.
    expect(await scoreOfOne()).toMatchObject({ score: null, tier: null, rank: null, coverage: 0.14 });

    await recordSignals(
      database.handle.db,
      {
        projectId: 'one',
        measurements: [
          { key: 'audit_age_days', value: 30, measuredAt: NOW, evidenceUrl: null, source: 'test' },
          { key: 'incidents_3y', value: 0, measuredAt: NOW, evidenceUrl: null, source: 'test' },
          { key: 'incident_losses_usd_3y', value: 0, measuredAt: NOW, evidenceUrl: null, source: 'test' },
        ],
      },
      NOW,
    );
    // Code Security 87.5 × 0.35 + 100 × 0.25 + 50 × 0.40 (fix reviews, bounty, findings unknown) = 75.625 → 75.63;
    // Operational Resilience 50 and the four other categories unknown, 50: 0.4 × 75.63 + 0.6 × 50 = 60.25, BBB.
    // Coverage 0.4 × 0.60 + 0.3 × 0.85 = 0.495.
    expect(await scoreOfOne()).toMatchObject({
      score: 60.25,
      tier: 'BBB',
      rank: 1,
      coverage: 0.495,
      confidence: 'low',
    });
  });

  it('recordSignals refuses an unknown project and an unknown signal, writing nothing', async () => {
    await expect(
      recordSignals(database.handle.db, {
        projectId: 'nope',
        measurements: [{ key: 'audit_count', value: 1, measuredAt: NOW, evidenceUrl: null, source: 'test' }],
      }),
    ).rejects.toMatchObject({ code: 'ProjectNotFound', status: 404 });
    await expect(
      recordSignals(database.handle.db, {
        projectId: 'two',
        // @ts-expect-error: not a signal of the methodology
        measurements: [{ key: 'made_up', value: 1, measuredAt: NOW, evidenceUrl: null, source: 'test' }],
      }),
    ).rejects.toThrow();
    expect(await database.handle.db.select().from(signals).where(eq(signals.projectId, 'two'))).toEqual([]);
  });

  it('runDailyScoring scores once a day and writes a history row for each day', async () => {
    expect(await runDailyScoring(database.handle.db, NOW)).toBe(true);
    expect(await runDailyScoring(database.handle.db, new Date(NOW.getTime() + 3_600_000))).toBe(false);
    expect(await runDailyScoring(database.handle.db, new Date(NOW.getTime() + DAY_MS))).toBe(true);
    const days = await database.handle.db
      .select({ day: scoreHistory.day })
      .from(scoreHistory)
      .where(eq(scoreHistory.projectId, 'one'));
    expect(days.map((d) => d.day).sort()).toEqual(['2026-11-20', '2026-11-21']);
  });
});
