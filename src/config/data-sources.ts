// The public data sets Rampart imports: where each comes from, under which licence, and the snapshot taken.
// Records name their data set by its `source` string; the licence of a record follows from it.

export interface DataSource {
  /** The `source` string the records carry. */
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly licence: string;
  readonly licenceUrl: string;
  readonly snapshot: string;
  /**
   * The day the data set describes (its snapshot), as YYYY-MM-DD; null when the source states none. Signals
   * derived from its records are dated to it, so that old data ages into 'stale' like any old measurement.
   */
  readonly asOf: string | null;
  /** Whether its project records carry market figures (market-cap rank or capitalisation). */
  readonly hasMarketData: boolean;
  readonly covers: string;
  readonly attribution: string;
  readonly isShareAlike: boolean;
  /** How its credit line opens, where its terms ask for their own words; "Source:" otherwise. */
  readonly creditLabel?: string;
}

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: '@web3icons/common',
    name: 'web3icons metadata',
    url: 'https://github.com/0xa3k5/web3icons',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
    snapshot: '2026-09-16 (npm @web3icons/common@0.11.51)',
    asOf: '2026-09-16',
    hasMarketData: true,
    covers: 'Project names, tickers, market-cap ranks, chains and contract addresses',
    attribution: 'Copyright (c) 0xa3k5, MIT licence',
    isShareAlike: false,
  },
  {
    id: 'ethereum-lists/tokens',
    name: 'ethereum-lists tokens',
    url: 'https://github.com/ethereum-lists/tokens',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
    snapshot: '2026-04-07 (commit 55622d80)',
    asOf: '2026-04-07',
    hasMarketData: false,
    covers: 'Token contracts, and project websites, Twitter and GitHub accounts',
    attribution: 'Copyright (c) 2018 ethereum-lists, MIT licence',
    isShareAlike: false,
  },
  {
    id: '@web3icons/core',
    name: 'web3icons icons',
    url: 'https://github.com/0xa3k5/web3icons',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
    snapshot: 'npm @web3icons/core@4.0.56',
    asOf: null,
    hasMarketData: false,
    covers: 'Project logos (tokens, networks, wallets and exchanges)',
    attribution: 'Copyright (c) 0xa3k5, MIT licence; logos are trademarks of their projects',
    isShareAlike: false,
  },
  {
    id: '@metamask/contract-metadata',
    name: 'MetaMask contract metadata',
    url: 'https://github.com/MetaMask/contract-metadata',
    licence: 'ISC',
    licenceUrl: 'https://opensource.org/license/isc-license-txt',
    snapshot: 'npm @metamask/contract-metadata@2.5.0',
    asOf: null,
    hasMarketData: false,
    covers: 'Ethereum token contracts',
    attribution: 'Copyright (c) 2020 MetaMask, ISC licence',
    isShareAlike: false,
  },
  {
    id: 'cryptocurrency-icons',
    name: 'cryptocurrency-icons',
    url: 'https://github.com/spothq/cryptocurrency-icons',
    licence: 'CC0-1.0',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    snapshot: 'npm cryptocurrency-icons@0.18.1',
    asOf: null,
    hasMarketData: false,
    covers: 'Brand colours, and the logos of a few coins that web3icons does not draw',
    attribution: 'Public domain (CC0 1.0)',
    isShareAlike: false,
  },
  {
    id: 'SunWeb3Sec/DeFiHackLabs',
    name: 'DeFiHackLabs',
    url: 'https://github.com/SunWeb3Sec/DeFiHackLabs',
    licence: 'Apache-2.0',
    licenceUrl: 'https://www.apache.org/licenses/LICENSE-2.0',
    snapshot: '2026-08-22 (commit b3719ce7)',
    asOf: '2026-08-22',
    hasMarketData: false,
    covers: 'Security incidents (hacks, exploits and rug pulls) from 2017 on',
    attribution:
      'Copyright 2022-2026 DeFiHackLabs, Apache License 2.0; parsed and normalised into records by Rampart',
    isShareAlike: false,
  },
  {
    id: 'trailofbits/publications',
    name: 'Trail of Bits publications',
    url: 'https://github.com/trailofbits/publications',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    snapshot: '2026-07-23 (commit 6bf36b87)',
    asOf: '2026-07-23',
    hasMarketData: false,
    covers: 'Completed security reviews with their report links',
    attribution:
      'Security review list © Trail of Bits, from github.com/trailofbits/publications, CC BY-SA 4.0; converted to records',
    isShareAlike: true,
  },
  {
    id: 'coingecko',
    name: 'CoinGecko',
    url: 'https://www.coingecko.com',
    licence: 'CoinGecko API terms',
    licenceUrl: 'https://www.coingecko.com/en/api_terms',
    // Nothing of it is shipped: its figures arrive with `npm run refresh` (docs/data-import.md).
    snapshot: 'none shipped; read from its public API by the refresh',
    asOf: null,
    hasMarketData: true,
    covers: 'Market-capitalisation ranks and market capitalisations in USD',
    attribution: 'Data provided by CoinGecko',
    isShareAlike: false,
    creditLabel: 'Data provided by',
  },
];

export const dataSourceById = new Map(DATA_SOURCES.map((source) => [source.id, source]));

/** The label of records that staff confirmed from reports to Rampart itself rather than from a data set. */
export const OWN_REPORTS_SOURCE = 'rampart-reports';
