import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import { clearTrendingCache, trendingProjectIds } from './trending-projects';

/** An executor whose trending queries the test answers one by one. */
function pendingExecutor() {
  const answers: ((ids: string[]) => void)[] = [];
  const db = {
    execute: () =>
      new Promise<{ rows: { id: string }[] }>((resolve) => {
        answers.push((ids) => resolve({ rows: ids.map((id) => ({ id })) }));
      }),
  } as unknown as Executor;
  return { db, answers };
}

describe('the trending cache', () => {
  it('a refresh dropped by clearTrendingCache neither fills the cache nor ends the newer refresh', async () => {
    clearTrendingCache();
    const { db, answers } = pendingExecutor();
    const now = new Date('2026-11-25T12:00:00Z');
    const dropped = trendingProjectIds(db, now);
    clearTrendingCache();
    const newer = trendingProjectIds(db, now);
    expect(answers).toHaveLength(2);

    answers[0]!(['old']);
    expect(await dropped).toEqual(['old']);
    // The newer refresh is still the one in flight: a third asker waits for it rather than querying again.
    const third = trendingProjectIds(db, now);
    expect(answers).toHaveLength(2);

    answers[1]!(['new']);
    expect(await newer).toEqual(['new']);
    expect(await third).toEqual(['new']);
    // The cache holds the newer list, not the dropped one.
    expect(await trendingProjectIds(db, now)).toEqual(['new']);
    expect(answers).toHaveLength(2);
    clearTrendingCache();
  });
});
