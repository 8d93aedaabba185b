import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { projectScores } from '@/server/db/schema';
import { explainScore } from './explain-score';

const database = preparedTestDatabase({ prepare: { seed: 'real' }, isAppDatabase: false });

describe(`explainScore (npm run explain) on ${testDriver()}`, () => {
  it('prints every category and signal of a project, and a score equal to the stored one', async () => {
    const [stored] = await database.handle.db
      .select()
      .from(projectScores)
      .where(eq(projectScores.projectId, 'uniswap'));
    const lines = (await explainScore(database.handle.db, 'uniswap'))!;
    expect(lines[0]).toMatch(/^Uniswap \(uniswap\), methodology \S+, as of /);
    for (const category of [
      'Code Security',
      'Operational Resilience',
      'Fundamental Health',
      'Governance Strength',
      'Market Stability',
      'Community Trust',
    ]) {
      expect(lines.some((line) => line.startsWith(`${category} (weight `))).toBe(true);
    }
    expect(lines.filter((line) => / sub-score /.test(line)).length).toBeGreaterThanOrEqual(18);
    const last = lines.at(-1)!;
    const recomputed = /^Security Score ([\d.]+) /.exec(last)?.[1];
    expect(Number(recomputed)).toBe(stored!.score);
    expect(last).toContain(`stored: ${stored!.score}, rank ${stored!.rank}`);
  });

  it('answers null for an unknown project', async () => {
    expect(await explainScore(database.handle.db, 'no-such-project')).toBeNull();
  });
});
