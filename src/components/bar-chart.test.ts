import { describe, expect, it } from 'vitest';
import { niceTicks } from './bar-chart';

describe('niceTicks', () => {
  it('climbs from 0 past the largest value in round steps', () => {
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(730_000_000)).toEqual([0, 200_000_000, 400_000_000, 600_000_000, 800_000_000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('keeps whole steps for counts', () => {
    expect(niceTicks(1, { isWhole: true })).toEqual([0, 1]);
    expect(niceTicks(3, { isWhole: true })).toEqual([0, 1, 2, 3]);
  });
});
