import { describe, expect, it } from 'vitest';
import { historyInRange, historyRangeOf } from './history-range';

describe('historyRangeOf', () => {
  it('takes 30, 90 or 365 days from ?range= and falls back to 30 days otherwise', () => {
    expect([null, '30', '90', '365', '7', 'abc', ''].map(historyRangeOf)).toEqual([
      30, 30, 90, 365, 30, 30, 30,
    ]);
  });
});

describe('historyInRange', () => {
  const year = {
    days: [
      { day: '2025-12-01', score: 60, changes: [] },
      { day: '2026-09-01', score: 62, changes: [] },
      { day: '2026-10-24', score: 64, changes: [] },
      { day: '2026-11-20', score: 66, changes: [] },
    ],
    incidents: [
      { day: '2026-09-15', type: 'Oracle / price manipulation' },
      { day: '2026-11-02', type: 'Access control' },
    ],
  };

  it('keeps the days and incidents from the first day of the range on', () => {
    const now = '2026-11-24T12:00:00.000Z';
    expect(historyInRange(year, 30, now)).toEqual({
      days: year.days.slice(3),
      incidents: year.incidents.slice(1),
    });
    expect(historyInRange(year, 90, now)).toEqual({ days: year.days.slice(1), incidents: year.incidents });
    expect(historyInRange(year, 365, now)).toEqual(year);
  });
});
