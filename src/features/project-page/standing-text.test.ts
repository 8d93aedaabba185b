import { describe, expect, it } from 'vitest';
import { aheadOfText } from './standing-text';

describe('aheadOfText', () => {
  it('says the first of the rated projects is ahead of every other one', () => {
    expect(aheadOfText(1, 2046)).toBe('ahead of every other rated project');
    expect(aheadOfText(1, 2)).toBe('ahead of every other rated project');
  });

  it.each([
    [2, 2046, 'ahead of 99%'],
    [2, 1000, 'ahead of 99%'],
    [3, 201, 'ahead of 99%'],
    [4, 201, 'ahead of 98%'],
    [2, 3, 'ahead of 50%'],
    [2, 2, 'ahead of 0%'],
    [501, 1001, 'ahead of 50%'],
    [1000, 1000, 'ahead of 0%'],
  ])('rank %i of %i is %s, rounded down', (rank, ranked, text) => {
    expect(aheadOfText(rank, ranked)).toBe(text);
  });

  it('never says 100 % for a project with any project above it', () => {
    for (const ranked of [2, 3, 10, 199, 200, 201, 1000, 2046, 100_000]) {
      for (let rank = 2; rank <= Math.min(ranked, 50); rank += 1) {
        expect(aheadOfText(rank, ranked)).not.toBe('ahead of 100%');
      }
    }
  });

  it('gives no figure without a rank or without another rated project', () => {
    expect(aheadOfText(null, 2046)).toBeNull();
    expect(aheadOfText(undefined, 2046)).toBeNull();
    expect(aheadOfText(1, 1)).toBeNull();
    expect(aheadOfText(5, 3)).toBeNull();
  });
});
