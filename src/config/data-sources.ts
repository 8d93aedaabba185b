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

/** Licences that a firm's portfolio states, with their texts. */
const PORTFOLIO_LICENCES: Record<string, { url: string; isShareAlike: boolean }> = {
  'CC BY-SA 4.0': { url: 'https://creativecommons.org/licenses/by-sa/4.0/', isShareAlike: true },
  'CC BY-ND 4.0': { url: 'https://creativecommons.org/licenses/by-nd/4.0/', isShareAlike: false },
};
// A portfolio without a licence file grants no right to its reports: Rampart keeps facts (project, date, scope,
// counts the index states) and links to the reports where the firm publishes them, never their text.
export const NO_LICENCE_TERMS = 'No licence file: facts and links only';

/**
 * The audit firms' own public portfolios (data/audits/<firm>.json): [repository, firm, snapshot, day, licence].
 * Built by scripts/data/audits/ from each repository at the commit named.
 */
const AUDIT_PORTFOLIOS: readonly (readonly [string, string, string, string, string?])[] = [
  ['0xMacro/library', 'Macro', '2026-07-29 (commit 751fc181)', '2026-07-29'],
  ['abdk-consulting/audits', 'ABDK Consulting', '2025-12-24 (commit 22c86cf2)', '2025-12-24'],
  ['Ackee-Blockchain/public-audit-reports', 'Ackee Blockchain', '2026-07-22 (commit 2033ac4d)', '2026-07-22'],
  ['Certora/SecurityReports', 'Certora', '2026-03-10 (commit 00fe0e7f)', '2026-03-10'],
  ['Cyfrin/cyfrin-audit-reports', 'Cyfrin', '2026-04-22 (commit b30aa4a5)', '2026-04-22'],
  ['Dedaub/audits', 'Dedaub', '2023-11-27 (commit 431ec937)', '2023-11-27', 'CC BY-SA 4.0'],
  ['GuardianAudits/Audits', 'Guardian', '2026-07-01 (commit 41a14793)', '2026-07-01'],
  ['HalbornSecurity/PublicReports', 'Halborn', '2024-05-06 (commit 4f3d1c64)', '2024-05-06'],
  ['HashEx/public_audits', 'HashEx', '2026-08-19 (commit 33d90a84)', '2026-08-19'],
  ['Hexens/Smart-Contract-Review-Public-Reports', 'Hexens', '2026-08-20 (commit 9c8103e4)', '2026-08-20'],
  ['mixbytes/audits_public', 'MixBytes', '2026-08-14 (commit c87d3ecf)', '2026-08-14'],
  ['NethermindEth/PublicAuditReports', 'Nethermind Security', '2026-07-30 (commit 13acdc25)', '2026-07-30'],
  [
    'oak-security/audit-reports',
    'Oak Security',
    '2026-07-16 (commit cbad1dea)',
    '2026-07-16',
    'CC BY-ND 4.0',
  ],
  ['pashov/audits', 'Pashov Audit Group', '2026-08-21 (commit 0b06f747)', '2026-08-21'],
  ['peckshield/publications', 'PeckShield', '2026-07-22 (commit 6564b3f0)', '2026-07-22'],
  ['runtimeverification/publications', 'Runtime Verification', '2026-07-09 (commit a3374869)', '2026-07-09'],
  ['sherlock-protocol/sherlock-reports', 'Sherlock', '2026-03-19 (commit 9d324a3e)', '2026-03-19'],
  ['shieldify-security/audits-portfolio', 'Shieldify', '2026-06-17 (commit f3984a75)', '2026-06-17'],
  ['sigp/public-audits', 'Sigma Prime', '2026-03-17 (commit 817331cb)', '2026-03-17'],
  ['solidified-platform/audits', 'Solidified', '2024-06-11 (commit 5ff5fa14)', '2024-06-11'],
  ['spearbit/portfolio', 'Spearbit', '2026-06-18 (commit 15a68d51)', '2026-06-18'],
  ['statemindio/public-audits', 'Statemind', '2026-04-15 (commit f0174f81)', '2026-04-15'],
  ['Zellic/publications', 'Zellic', '2026-07-25 (commit 761e4f63)', '2026-07-25'],
];

const portfolioSources: DataSource[] = AUDIT_PORTFOLIOS.map(([id, firm, snapshot, asOf, licence]) => ({
  id,
  name: `${firm} public reports`,
  url: `https://github.com/${id}`,
  licence: licence ?? NO_LICENCE_TERMS,
  licenceUrl: licence ? PORTFOLIO_LICENCES[licence]!.url : `https://github.com/${id}`,
  snapshot,
  asOf,
  hasMarketData: false,
  covers: `Security reviews by ${firm}, with links to its reports`,
  attribution: licence
    ? `Report list © ${firm}, from github.com/${id}, ${licence}; facts and links converted to records`
    : `Report list of ${firm}, from github.com/${id}; facts and links only`,
  isShareAlike: licence ? PORTFOLIO_LICENCES[licence]!.isShareAlike : false,
}));

/** The catalogue's own facts (scripts/data/projects/curated.ts): categories, websites, aliases, merges. */
export const CURATED_PROJECTS: DataSource = {
  id: 'rampart/curated-projects',
  name: 'Rampart project facts',
  url: '/company/data-sources',
  licence: "Facts from the projects' own sites",
  licenceUrl: '/company/data-sources',
  snapshot: '2026-11-28 (scripts/data/projects/curated.ts)',
  asOf: '2026-11-28',
  hasMarketData: false,
  covers:
    "Project categories, websites and other names, and the projects the open data sets lack, as each project's own site states them",
  attribution: "Compiled by Rampart from each project's own site",
  isShareAlike: false,
};

/** The projects that only the audit firms' portfolios name (scripts/data/projects/audited.ts). */
export const AUDITED_PROJECTS: DataSource = {
  id: 'rampart/audited-projects',
  name: 'Projects named by audit reports',
  url: '/company/data-sources',
  licence: 'Facts and links only',
  licenceUrl: '/company/data-sources',
  snapshot: '2026-11-29 (scripts/data/projects/audited.ts)',
  asOf: '2026-11-29',
  hasMarketData: false,
  covers:
    "Projects that an audit firm's public portfolio names and the catalogue lacks: the firm's name for them, and a website where the firm's index links the project's own",
  attribution: "Compiled by Rampart from the audit firms' portfolios listed here",
  isShareAlike: false,
};

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: '@web3icons/common',
    name: 'web3icons metadata',
    url: 'https://github.com/0xa3k5/web3icons',
    licence: 'MIT',
    licenceUrl: 'https://opensource.org/license/mit',
    // The ranks were written into the package's metadata on 2024-03-31 (github.com/0xa3k5/web3icons, commit
    // e0da8e0a2) and not updated since: that is when they were true, whatever the package's publication date.
    snapshot: 'ranks of 2024-03-31 (npm @web3icons/common@0.11.51, published 2026-09-16)',
    asOf: '2024-03-31',
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
  CURATED_PROJECTS,
  AUDITED_PROJECTS,
  ...portfolioSources,
];

export const dataSourceById = new Map(DATA_SOURCES.map((source) => [source.id, source]));

/** The incident data sets every project is looked up in: the day of the newest dates a count of none. */
export const INCIDENT_DATA_SETS: readonly string[] = ['SunWeb3Sec/DeFiHackLabs'];

/** The label of records that staff confirmed from reports to Rampart itself rather than from a data set. */
export const OWN_REPORTS_SOURCE = 'rampart-reports';
