import { describe, expect, it } from 'vitest';
import { createCorrectionInput, decideCorrectionInput } from './corrections';
import { int4Id, INT4_MAX, isBeyondInt4 } from './numbers';
import { updateWatchlistInput } from './watchlists';

describe('int4 bounds', () => {
  it('takes ids up to the largest int4 and refuses every number past it', () => {
    expect(int4Id().safeParse(INT4_MAX).success).toBe(true);
    for (const value of [INT4_MAX + 1, 9_999_999_999, 2 ** 53 - 1, 0, -1, 1.5]) {
      expect(int4Id().safeParse(value).success, String(value)).toBe(false);
    }
    expect(isBeyondInt4('2147483647')).toBe(false);
    expect(isBeyondInt4('2147483648')).toBe(true);
    expect(isBeyondInt4('market_cap_usd')).toBe(false);
  });

  it('bounds the ids and versions of the contracts that name int4 columns', () => {
    const correction = (claimKind: string, claimRef: string) =>
      createCorrectionInput.safeParse({
        projectId: 'bitcoin',
        claimKind,
        claimRef,
        reason: 'This claim is out of date and should be withdrawn.',
      }).success;
    expect(correction('incident', '2147483647')).toBe(true);
    expect(correction('incident', '9999999999')).toBe(false);
    expect(correction('audit', '2147483648')).toBe(false);
    expect(correction('fact', 'token:9999999999')).toBe(false);
    expect(correction('signal', 'market_cap_usd')).toBe(true);
    expect(decideCorrectionInput.safeParse({ id: 2 ** 31, decision: 'accept' }).success).toBe(false);
    expect(updateWatchlistInput.safeParse({ id: 'temp', version: 2 ** 31 }).success).toBe(false);
  });
});
