import { describe, expect, it } from 'vitest';
import { scoreChangeEntries } from './project-feed';

const day = (date: string, score: number | null, tier: string | null = 'A') => ({
  day: date,
  score,
  tier,
  changes: [],
  causes: [],
  explanation: score === 74.99 ? [] : ['+6.50: data refreshed from DeFiHackLabs'],
});

describe('scoreChangeEntries', () => {
  it('reports day-to-day moves of 5 points or more, either way, and nothing across a day without a score', () => {
    const entries = scoreChangeEntries(
      { id: 'synthetic-project-00001', name: 'Synthetic Project 00001' },
      [
        day('2026-01-01', 70),
        day('2026-01-02', 74.99), // +4.99: below the threshold
        day('2026-01-03', 69.99, 'BBB'), // −5.00
        day('2026-01-04', null, null),
        day('2026-01-05', 90), // after a day without a score: not a move
        day('2026-01-06', 96.5, 'AAA'), // +6.5
      ],
      'https://rampart.test',
    );
    expect(entries.map((entry) => [entry.id, entry.title])).toEqual([
      [
        'urn:rampart:score-change:synthetic-project-00001:2026-01-03',
        'Synthetic Project 00001: Security Score fell from 74.99 to 69.99',
      ],
      [
        'urn:rampart:score-change:synthetic-project-00001:2026-01-06',
        'Synthetic Project 00001: Security Score rose from 90.00 to 96.50',
      ],
    ]);
    expect(entries[0]!.summary).toContain('fell by 5.00 points on 2026-01-03 (grade A to BBB)');
    expect(entries[1]!.summary).toContain('Why: +6.50: data refreshed from DeFiHackLabs.');
    expect(entries[1]!.link).toBe('https://rampart.test/projects/synthetic-project-00001');
    expect(entries[1]!.date.toISOString()).toBe('2026-01-06T00:00:00.000Z');
  });
});
