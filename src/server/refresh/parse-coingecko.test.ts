import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketRecord } from '@/contracts/imports';
import { marketRecordsOf, parseCoingeckoPage } from './parse-coingecko';
import { UpstreamFormatError } from './upstream-error';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const coin = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  symbol: id.slice(0, 3),
  name: `Synthetic ${id}`,
  market_cap: 1_000_000,
  market_cap_rank: 1,
  last_updated: '2026-11-25T12:00:00.000Z',
  ...overrides,
});

describe('the CoinGecko /coins/markets adapter', () => {
  it('reads the rank, capitalisation and day of every coin of a page', () => {
    const page = parseCoingeckoPage(fixture('coingecko.json'));
    expect(page).toMatchObject({ size: 11, skipped: [] });
    const records = marketRecordsOf(page.coins, '2026-11-26');
    expect(records).toHaveLength(11);
    expect(records.map(({ value }) => marketRecord.parse(value))).toContainEqual({
      geckoId: 'coin98',
      name: 'Coin98',
      marketCapRank: 7,
      marketCapUsd: 65_000_000_000,
      asOf: '2026-11-25',
      source: 'coingecko',
    });
  });

  it('keeps a coin listed on two pages once, and reads a capitalisation of 0 or none as unknown', () => {
    const { coins } = parseCoingeckoPage(
      JSON.stringify([
        coin('synthetic-a', { market_cap: 0, last_updated: null }),
        coin('synthetic-b', { market_cap: null, market_cap_rank: null }),
        coin('synthetic-a', { market_cap_rank: 2 }),
      ]),
    );
    const records = marketRecordsOf(coins, '2026-11-26');
    expect(records.map(({ position }) => position)).toEqual([1, 2]);
    expect(records.map(({ value }) => value)).toEqual([
      expect.objectContaining({
        geckoId: 'synthetic-a',
        marketCapRank: 1,
        marketCapUsd: null,
        asOf: '2026-11-26',
      }),
      expect.objectContaining({ geckoId: 'synthetic-b', marketCapRank: null, marketCapUsd: null }),
    ]);
  });

  it.each([
    ['an error body', fixture('malformed/coingecko.json')],
    ['text that is not JSON', '<html>Service Unavailable</html>'],
    ['more coins than a page holds', JSON.stringify(Array.from({ length: 251 }, (_, i) => coin(`c-${i}`)))],
  ])('refuses %s', (_, text) => {
    expect(() => parseCoingeckoPage(text)).toThrow(UpstreamFormatError);
  });

  it.each([
    ['a coin without an id', { symbol: 'x', name: 'y' }, null, 'id'],
    [
      'a rank that is not a number',
      coin('synthetic-c', { market_cap_rank: 'first' }),
      'synthetic-c',
      'market_cap_rank',
    ],
    ['a negative capitalisation', coin('synthetic-d', { market_cap: -5 }), 'synthetic-d', 'market_cap'],
  ])('skips %s alone, with the reason, at its position', (_, bad, key, field) => {
    const page = parseCoingeckoPage(JSON.stringify([coin('synthetic-ok'), bad]), 251);
    expect(page.size).toBe(2);
    expect(page.coins.map(({ position, coin: { id } }) => [position, id])).toEqual([[251, 'synthetic-ok']]);
    expect(page.skipped).toEqual([
      { position: 252, key, reason: expect.stringMatching(new RegExp(`^${field}: `)) },
    ]);
  });
});
