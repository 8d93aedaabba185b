import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { makeScoredProject } from '@/testing/factories';
import { testDriver } from '@/testing/test-database';
import { clearCategoryMedians, getCategoryMedian, getCategoryStanding } from './category-standing';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  useTempDataDir();
});

const database = preparedTestDatabase({ prepare: { seed: 'real' } });
const db = () => database.handle.db;

/** The median of sorted numbers, halfway between the middle two when there is an even count. */
const medianOf = (sorted: number[]) =>
  sorted.length === 0
    ? null
    : sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

describe(`category standing on ${testDriver()}`, () => {
  it("gives every project its category's median and the share of the category it scores above", async () => {
    clearCategoryMedians();
    const all = await db().execute<{ id: string; category: string; score: number | null }>(sql`
      select p.id, p.category, s.score from projects p left join project_scores s on s.project_id = p.id`);
    const scoresByCategory = new Map<string, number[]>();
    for (const row of all.rows) {
      if (row.score === null) continue;
      scoresByCategory.set(row.category, [...(scoresByCategory.get(row.category) ?? []), Number(row.score)]);
    }
    const scored = all.rows.filter((row) => row.score !== null);
    const unscored = all.rows.find((row) => row.score === null);
    // The best, a middle and the last scored project, and one without a score, when the data has one.
    const picked = [scored[0], scored[Math.floor(scored.length / 2)], scored.at(-1), unscored].filter(
      (row) => row !== undefined,
    );
    expect(picked.length).toBeGreaterThanOrEqual(3);
    for (const row of picked) {
      const scores = [...(scoresByCategory.get(row.category) ?? [])].sort((a, b) => a - b);
      const standing = await getCategoryStanding(db(), row.id);
      expect(standing!.category).toBe(row.category);
      expect(standing!.scoredProjects).toBe(scores.length);
      expect(standing!.median).toBeCloseTo(medianOf(scores) ?? Number.NaN, 9);
      if (row.score === null || scores.length < 2) {
        expect(standing!.percentile).toBeNull();
      } else {
        const below = scores.filter((score) => score < Number(row.score)).length;
        expect(standing!.percentile).toBe(Math.floor((100 * below) / (scores.length - 1)));
        expect(standing!.percentile === 100).toBe(below === scores.length - 1);
      }
    }
  });

  it('rounds the share down: 100 % only for the project that every other one scores below', async () => {
    // 202 scored projects: the second scores above 200 of the 201 others (99.5 %), which is 99 %, never 100 %.
    const category = 'Standing Rounding Test';
    for (let i = 0; i < 202; i += 1) {
      await makeScoredProject(
        db(),
        { id: `standing-rounding-${String(i).padStart(3, '0')}`, category },
        { score: 90 - i * 0.1 },
      );
    }
    clearCategoryMedians();
    expect((await getCategoryStanding(db(), 'standing-rounding-000'))!.percentile).toBe(100);
    expect((await getCategoryStanding(db(), 'standing-rounding-001'))!.percentile).toBe(99);
    expect((await getCategoryStanding(db(), 'standing-rounding-201'))!.percentile).toBe(0);
  });

  it('answers an unknown project with null and a category without scored projects with no median', async () => {
    expect(await getCategoryStanding(db(), 'no-such-project')).toBeNull();
    expect(await getCategoryMedian(db(), 'No Such Category')).toEqual({
      category: 'No Such Category',
      scoredProjects: 0,
      median: null,
    });
  });
});
