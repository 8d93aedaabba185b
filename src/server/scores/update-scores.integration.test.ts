import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/config/constants';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { projectScores, projects, scoreHistory, signals } from '../db/schema';
import { recordDailyScoring } from './daily-scoring-day';
import { recomputeScores } from './recompute-scores';
import { storedScores } from './stored-scores';
import { projectsToRescore, updateScores } from './update-scores';

// The day after the scores were computed at 08:00: the daily run starts just after midnight.
const SCORED = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(SCORED.getTime() + hours * 3_600_000);
const IDS = ['alpha', 'beta', 'gamma', 'delta'];

const database = preparedTestDatabase({ isAppDatabase: false });
const db = () => database.handle.db;

const historyDays = async (projectId: string) =>
  (
    await db()
      .select({ day: scoreHistory.day })
      .from(scoreHistory)
      .where(eq(scoreHistory.projectId, projectId))
      .orderBy(scoreHistory.day)
  ).map((row) => row.day);

beforeAll(async () => {
  await db()
    .insert(projects)
    .values(
      IDS.map((id) => ({
        id,
        name: id,
        logo: `/logos/monogram/${id}.png`,
        category: 'DeFi',
        // Not imported: a new methodology derives nothing again from records they do not have.
        source: 'synthetic' as const,
      })),
    );
  // Counts, the incident lookup and a multisig measured a day before: nothing moves by time for 89 days, but
  // delta's market cap turns stale two days after it was measured. Each is rated: audit, incident and multisig
  // cover 0.4 × 0.35 + 0.3 × 0.85 + 0.15 × 0.40 = 0.455, above the floor of 0.35.
  await db()
    .insert(signals)
    .values(
      IDS.flatMap((id, index) => [
        ...(['incidents_3y', 'incident_losses_usd_3y'] as const).map((key) => ({
          projectId: id,
          key,
          value: 0,
          measuredAt: at(-24),
          source: 'test',
          state: 'measured' as const,
          updatedAt: at(-24),
        })),
        {
          projectId: id,
          key: 'audit_count',
          value: index + 1,
          measuredAt: at(-24),
          source: 'test',
          state: 'measured' as const,
          updatedAt: at(-24),
        },
        {
          projectId: id,
          key: 'multisig_threshold',
          value: 3,
          measuredAt: at(-24),
          source: 'test',
          state: 'measured' as const,
          updatedAt: at(-24),
        },
      ]),
    );
  await db()
    .insert(signals)
    .values({
      projectId: 'delta',
      key: 'market_cap_usd',
      value: 5e8,
      measuredAt: at(-1),
      source: 'test',
      state: 'measured',
      updatedAt: at(-1),
    });
  await recomputeScores(db(), { asOf: SCORED });
  await recordDailyScoring(db(), SCORED);
  await updateScores(db(), { asOf: SCORED });
});

describe(`incremental scoring on ${testDriver()}`, () => {
  it('scores nothing again while everything is current, the day of a full scoring', async () => {
    expect(await projectsToRescore(db(), at(1))).toEqual([]);
    expect(await updateScores(db(), { asOf: at(1) })).toEqual({
      rescored: 0,
      isDayRecorded: false,
      isUpgrade: false,
    });
  });

  it('scores again a project whose signals were written without scoring it', async () => {
    await db()
      .update(signals)
      .set({ value: 0, updatedAt: at(2) })
      .where(and(eq(signals.projectId, 'beta'), eq(signals.key, 'audit_count')));
    expect(await projectsToRescore(db(), at(3))).toEqual(['beta']);
    const result = await updateScores(db(), { asOf: at(3) });
    expect(result.rescored).toBe(1);
    const [beta] = await db().select().from(projectScores).where(eq(projectScores.projectId, 'beta'));
    expect(beta!.computedAt).toEqual(at(3));
    expect(await projectsToRescore(db(), at(4))).toEqual([]);
  });

  it("writes the next day's history of every project in one go, scoring only what time moved", async () => {
    const nextDay = at(17); // 2026-11-21 01:00
    const result = await updateScores(db(), { asOf: nextDay });
    expect(result).toMatchObject({ rescored: 0, isDayRecorded: true });
    for (const id of IDS) expect(await historyDays(id)).toEqual(['2026-11-20', '2026-11-21']);
    const [copied] = await db()
      .select()
      .from(scoreHistory)
      .where(and(eq(scoreHistory.projectId, 'alpha'), eq(scoreHistory.day, '2026-11-21')));
    const [alpha] = await storedScores(db(), ['alpha']);
    // One audit: 75 × 0.35 + 50 × 0.65 = 58.75; none on record: 50; three signers: 90 × 0.40 + 50 × 0.60 = 66;
    // 0.4 × 58.75 + 0.3 × 50 + 0.15 × 66 + 0.15 × 50 = 55.9, BB.
    expect(alpha).toMatchObject({ score: 55.9, tier: 'BB', coverage: 0.455 });
    expect(copied).toMatchObject({ score: alpha!.score, tier: alpha!.tier, changes: [], causes: [] });
    expect(copied!.categoryScores).toEqual(
      Object.fromEntries(alpha!.categories!.map((category) => [category.key, category.score])),
    );
    expect(alpha!.change24h).toBe(0);
    // Once a day.
    expect((await updateScores(db(), { asOf: at(18) })).isDayRecorded).toBe(false);
  });

  it('scores again a project once one of its measurements has turned stale', async () => {
    // delta's market capitalisation was measured at 07:00 and is stale two days (maxAgeDays 2) later.
    const [delta] = await db().select().from(projectScores).where(eq(projectScores.projectId, 'delta'));
    expect(delta!.rescoreAfter).toEqual(new Date(at(-1).getTime() + 2 * DAY_MS + 1));
    expect(await projectsToRescore(db(), new Date(delta!.rescoreAfter!.getTime() - 1))).toEqual([]);
    expect(await projectsToRescore(db(), delta!.rescoreAfter!)).toEqual(['delta']);
    await updateScores(db(), { asOf: delta!.rescoreAfter! });
    const [marketCap] = await db()
      .select()
      .from(signals)
      .where(and(eq(signals.projectId, 'delta'), eq(signals.key, 'market_cap_usd')));
    expect(marketCap!.state).toBe('stale');
    const [after] = await db().select().from(projectScores).where(eq(projectScores.projectId, 'delta'));
    expect(after!.rescoreAfter).toEqual(new Date(at(-24).getTime() + 90 * DAY_MS + 1));
  });

  it('scores again every score of another methodology version', async () => {
    await db()
      .update(projectScores)
      .set({ methodologyVersion: '0.9.0' })
      .where(eq(projectScores.projectId, 'gamma'));
    const result = await updateScores(db(), { asOf: at(60) });
    expect(result).toMatchObject({ rescored: 1, isUpgrade: true });
    const versions = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from ${projectScores} where methodology_version = '0.9.0'`,
    );
    expect(versions.rows[0]!.count).toBe(0);
  });

  it("without the day before's row, takes the day's category scores from the score and gives no change", async () => {
    await db()
      .delete(scoreHistory)
      .where(and(eq(scoreHistory.projectId, 'beta'), eq(scoreHistory.day, '2026-11-22')));
    await db()
      .update(projectScores)
      .set({ rank: null, percentile: null })
      .where(sql`${projectScores.rank} is not null`);
    const result = await updateScores(db(), { asOf: at(65) }); // 2026-11-23 01:00
    expect(result.isDayRecorded).toBe(true);
    const [row] = await db()
      .select()
      .from(scoreHistory)
      .where(and(eq(scoreHistory.projectId, 'beta'), eq(scoreHistory.day, '2026-11-23')));
    const scores = await db().select().from(projectScores).orderBy(projectScores.rank);
    const beta = scores.find((score) => score.projectId === 'beta')!;
    const [stored] = await storedScores(db(), ['beta']);
    expect(row!.categoryScores).toEqual(
      Object.fromEntries(stored!.categories!.map((category) => [category.key, category.score])),
    );
    expect(beta.change24h).toBeNull();
    expect(scores.find((score) => score.projectId === 'alpha')!.change24h).toBe(0);
    // Ranked again in the same statement: 1 to 4 by score, highest first, with the share ranked below.
    expect(scores.map((score) => score.rank)).toEqual([1, 2, 3, 4]);
    expect(scores.map((score) => score.percentile)).toEqual([75, 50, 25, 0]);
    const values = scores.map((score) => score.score!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});
