import { describe, expect, it } from 'vitest';
import type { DataFreshness } from '@/contracts/refresh';
import { dataAsOfShown, dataCreditOf } from './data-credit';

const freshness: DataFreshness[] = [
  {
    source: 'defihacklabs',
    name: 'DeFiHackLabs',
    credit: { label: 'Source:', name: 'DeFiHackLabs', url: null, licence: 'Apache-2.0' },
    asOf: '2026-11-26',
    lastRefreshedAt: '2026-11-26T06:00:00.000Z',
    hasRecords: true,
  },
];

describe('dataAsOfShown', () => {
  it('dates a list that shows records of the source', () => {
    const credits = [null, dataCreditOf('SunWeb3Sec/DeFiHackLabs', 'Apache-2.0', 'https://example.com/a')];
    expect(dataAsOfShown(freshness, 'defihacklabs', credits)).toEqual({
      source: 'DeFiHackLabs',
      date: '2026-11-26',
    });
  });

  it('says nothing of a list without them (synthetic records) or of a source it does not know', () => {
    expect(dataAsOfShown(freshness, 'defihacklabs', [null, null])).toBeNull();
    expect(dataAsOfShown(freshness, 'defihacklabs', [])).toBeNull();
    const otherCredit = dataCreditOf('trailofbits/publications', 'CC BY-SA 4.0', null);
    expect(dataAsOfShown(freshness, 'defihacklabs', [otherCredit])).toBeNull();
    expect(dataAsOfShown(freshness, 'trailofbits', [otherCredit])).toBeNull();
  });
});
