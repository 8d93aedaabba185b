import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps draws inside their bounds', () => {
    const random = createRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      const f = random.logFloat(10, 1000);
      expect(f).toBeGreaterThanOrEqual(10);
      expect(f).toBeLessThan(1000);
    }
    expect(random.sample([1, 2, 3, 4], 3)).toHaveLength(3);
    expect(new Set(random.sample([1, 2, 3, 4], 4)).size).toBe(4);
  });
});
