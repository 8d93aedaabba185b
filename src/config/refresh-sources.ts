import { dataSourceById } from './data-sources';

// The public sources that `npm run refresh` (and the server's daily refresh) pulls newer records from: one
// adapter per source (src/server/refresh/). Each replaces the part of a shipped data set that it covers; until
// it has refreshed once, that data is "as of" the shipped snapshot's date (data/README.md).

export const REFRESH_SOURCE_NAMES = ['defihacklabs', 'trailofbits', 'coingecko'] as const;
export type RefreshSourceName = (typeof REFRESH_SOURCE_NAMES)[number];

export interface RefreshSource {
  readonly name: RefreshSourceName;
  /** The `source` string its records carry (a data set of src/config/data-sources.ts). */
  readonly dataSourceId: string;
  /** What the source refreshes. */
  readonly covers: 'incidents' | 'audits' | 'markets';
  /** The data set the shipped records of that kind came from, and its snapshot date. */
  readonly snapshotDataSourceId: string;
  readonly snapshotDate: string;
}

/** The snapshot date of a shipped data set, as src/config/data-sources.ts states it. */
function snapshotDateOf(dataSourceId: string): string {
  const asOf = dataSourceById.get(dataSourceId)?.asOf;
  if (!asOf) throw new Error(`data set ${dataSourceId} states no snapshot date`);
  return asOf;
}

export const REFRESH_SOURCES: readonly RefreshSource[] = [
  {
    name: 'defihacklabs',
    dataSourceId: 'SunWeb3Sec/DeFiHackLabs',
    covers: 'incidents',
    snapshotDataSourceId: 'SunWeb3Sec/DeFiHackLabs',
    snapshotDate: snapshotDateOf('SunWeb3Sec/DeFiHackLabs'),
  },
  {
    name: 'trailofbits',
    dataSourceId: 'trailofbits/publications',
    covers: 'audits',
    snapshotDataSourceId: 'trailofbits/publications',
    snapshotDate: snapshotDateOf('trailofbits/publications'),
  },
  {
    name: 'coingecko',
    dataSourceId: 'coingecko',
    covers: 'markets',
    // The shipped market-cap ranks are those of @web3icons/common@0.11.51, dated to the day web3icons wrote them
    // (2024-03-31), not to the package's publication: the day they were true.
    snapshotDataSourceId: '@web3icons/common',
    snapshotDate: snapshotDateOf('@web3icons/common'),
  },
];

export const refreshSourceByName = new Map(REFRESH_SOURCES.map((source) => [source.name, source]));

/** Where each source is read from unless its variable (src/config/env.ts) names another address. */
export const DEFAULT_REFRESH_URLS: Readonly<Record<RefreshSourceName, string>> = {
  defihacklabs: 'https://raw.githubusercontent.com/SunWeb3Sec/DeFiHackLabs/main/README.md',
  trailofbits: 'https://raw.githubusercontent.com/trailofbits/publications/master/README.md',
  coingecko: 'https://api.coingecko.com/api/v3',
};
