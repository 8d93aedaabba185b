import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { computeScore } from '@/lib/score/compute-score';
import { METHODOLOGY_VERSION, type SignalKey } from '@/lib/score/methodology';
import { testDriver } from '@/testing/test-database';
import { signals } from '../db/schema';
import { and, eq } from 'drizzle-orm';
import { getScoreHistory } from '../scores/get-score-history';
import { runDailyScoring } from '../scores/run-daily-scoring';
import { getProjectDetail } from './get-project-detail';
import { DAY_MS } from '@/config/constants';

const NOW = new Date();
const database = preparedTestDatabase({ prepare: { seed: 'real', now: NOW }, isAppDatabase: false });

describe(`getProjectDetail on ${testDriver()}`, () => {
  it('answers null for an unknown project', async () => {
    expect(await getProjectDetail(database.handle.db, 'no-such-project')).toBeNull();
  });

  it('explains the score: every category and signal, and the stored score is what the engine gives', async () => {
    const detail = (await getProjectDetail(database.handle.db, 'ethereum'))!;
    expect(detail).toMatchObject({ id: 'ethereum', name: 'Ethereum' });
    expect(detail.tokens[0]!.ticker).toBe('ETH');
    const score = detail.score!;
    expect(score.categories.map((c) => c.name)).toEqual([
      'Code Security',
      'Operational Resilience',
      'Fundamental Health',
      'Governance Strength',
      'Market Stability',
      'Community Trust',
    ]);
    expect(score.categories.flatMap((c) => c.signals)).toHaveLength(22);
    expect(score.methodologyVersion).toBe(METHODOLOGY_VERSION);
    expect(score.rank).toBeGreaterThan(0);

    // Recomputing by hand from the signals shown gives the score shown.
    const rows = await database.handle.db.select().from(signals).where(eq(signals.projectId, 'ethereum'));
    const recomputed = computeScore(
      rows.map((row) => ({ key: row.key as SignalKey, value: row.value, measuredAt: row.measuredAt })),
      new Date(score.computedAt),
    );
    expect(recomputed.score).toBe(score.value);
    expect(score.value).toEqual(expect.any(Number));
    expect(score).toMatchObject({
      tier: recomputed.tier,
      notRatedReason: null,
      coverage: recomputed.coverage,
    });
    // The total is the categories by weight, an unknown category counting the neutral 50 ...
    const byCategory = score.categories.reduce((sum, c) => sum + ((c.score ?? 50) * c.weight) / 100, 0);
    expect(Math.abs(byCategory - score.value!)).toBeLessThan(0.01);
    // ... and 50 plus every signal's impact, (sub-score − 50) × its weight × its category's weight / 10 000, each
    // rounded to 2 decimals.
    const impacts = score.categories.flatMap((c) => c.signals).reduce((sum, s) => sum + (s.impact ?? 0), 0);
    expect(Math.abs(50 + impacts - score.value!)).toBeLessThan(0.1);
  });

  it('keeps the daily history: the first import, then a day per scoring, oldest first, changes named', async () => {
    expect((await getScoreHistory(database.handle.db, 'uniswap', 30, NOW)).days).toHaveLength(1);
    // The next day, a new market-cap rank moves the score.
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    await database.handle.db
      .update(signals)
      .set({ value: 400, measuredAt: tomorrow })
      .where(and(eq(signals.projectId, 'uniswap'), eq(signals.key, 'market_cap_rank')));
    expect(await runDailyScoring(database.handle.db, tomorrow)).toBe(true);
    const history = await getScoreHistory(database.handle.db, 'uniswap', 30, tomorrow);
    expect(history.days).toHaveLength(2);
    expect(history.days[0]!.day < history.days[1]!.day).toBe(true);
    const keys = history.days.flatMap((day) => day.changes.map((change) => change.key));
    expect(keys).toContain('market_cap_rank');
    const nothingOld = await getScoreHistory(
      database.handle.db,
      'ethereum',
      30,
      new Date(Date.now() + 400 * DAY_MS),
    );
    expect(nothingOld.days).toEqual([]);
  });
});
