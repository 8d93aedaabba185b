import { describe, expect, it } from 'vitest';
import { DATA_SOURCES, dataSourceById } from './data-sources';
import { refreshSourceByName } from './refresh-sources';

// A data set is dated by the day its facts describe, never by the day a package or file carrying them was
// published: "Market data as of" a package's publication would make four-year-old ranks look current.

describe('the dates of the data sets', () => {
  it('dates the shipped market-cap ranks to 2024-03-31, when web3icons wrote them, not to its npm publication', () => {
    expect(dataSourceById.get('@web3icons/common')!.asOf).toBe('2024-03-31');
    const markets = refreshSourceByName.get('coingecko')!;
    expect(markets.snapshotDataSourceId).toBe('@web3icons/common');
    expect(markets.snapshotDate).toBe('2024-03-31');
  });

  it.each(DATA_SOURCES.map((source) => [source.id, source] as const))(
    '%s is dated by its facts: a real day, never the publication its snapshot names',
    (_id, source) => {
      if (source.asOf === null) return;
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${source.asOf}T00:00:00Z`).toISOString().slice(0, 10)).toBe(source.asOf);
      const published = /published (\d{4}-\d{2}-\d{2})/.exec(source.snapshot)?.[1];
      if (published) expect(source.asOf).not.toBe(published);
    },
  );
});
