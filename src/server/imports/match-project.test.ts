import { describe, expect, it } from 'vitest';
import {
  auditFullNames,
  domainOf,
  ecosystemsOf,
  firstKnownDateOf,
  ProjectIndex,
  type ProjectKeys,
  type RecordKeys,
} from './match-project';

const project = (overrides: Partial<ProjectKeys> & { id: string; name: string }): ProjectKeys => ({
  importKey: overrides.id,
  aliases: [],
  category: null,
  domain: null,
  chains: [],
  addresses: [],
  ...overrides,
});
const record = (overrides: Partial<RecordKeys> & { name: string }): RecordKeys => ({
  slugs: [],
  keySlug: null,
  domain: null,
  chain: null,
  addresses: [],
  ...overrides,
});

const index = new ProjectIndex([
  project({ id: 'aave', name: 'Aave', chains: ['Ethereum', 'Polygon'] }),
  project({ id: 'phoenix-global', name: 'Phoenix', chains: ['BNB Smart Chain'] }),
  project({ id: 'compound-governance-token', name: 'Compound', domain: 'compound.finance' }),
  project({ id: 'pax-gold', name: 'PAX Gold', domain: 'paxos.com' }),
  project({ id: 'dai', name: 'Dai', domain: 'makerdao.com' }),
  project({ id: 'maker', name: 'Maker', domain: 'makerdao.com' }),
  project({ id: 'tether', name: 'Tether', addresses: ['0xDAC17F958D2EE523A2206206994597C13D831EC7'] }),
  project({ id: 'venus', name: 'Venus' }),
  project({ id: 'level', name: 'Level' }),
  project({ id: 'level-finance', name: 'Level' }),
]);

describe('ProjectIndex.match', () => {
  it('links on one strong match whose chains agree', () => {
    expect(index.match(record({ name: 'AAVE', slugs: ['aave'], chain: 'Ethereum' }))).toEqual({
      kind: 'linked',
      projectId: 'aave',
      by: 'name',
      reason: 'named "AAVE": its name',
    });
    expect(
      index.match(record({ name: 'Other', addresses: ['0xdac17f958d2ee523a2206206994597c13d831ec7'] })),
    ).toMatchObject({ kind: 'linked', projectId: 'tether', by: 'address' });
    expect(index.match(record({ name: 'Compound Chain', domain: 'compound.finance' }))).toMatchObject({
      kind: 'linked',
      projectId: 'compound-governance-token',
    });
  });

  it('sends a name match on another chain to review', () => {
    expect(index.match(record({ name: 'Phoenix', chain: 'Polygon' }))).toEqual({
      kind: 'review',
      candidateIds: ['phoenix-global'],
      reason: "matches by name, but Polygon is not one of the project's chains",
    });
    expect(index.match(record({ name: 'Phoenix', chain: 'BSC' }))).toMatchObject({ kind: 'linked' });
  });

  it('sends ambiguous and partial matches to review', () => {
    expect(index.match(record({ name: 'Level' }))).toMatchObject({
      kind: 'review',
      candidateIds: ['level', 'level-finance'],
    });
    expect(index.match(record({ name: 'MC Dai', domain: 'makerdao.com' }))).toMatchObject({
      kind: 'review',
      candidateIds: ['dai', 'maker'],
    });
    expect(index.match(record({ name: 'Paxos PayPal PYUSD', domain: 'paxos.com' }))).toMatchObject({
      kind: 'review',
      candidateIds: ['pax-gold'],
    });
  });

  it("links first by the data set's own key", () => {
    expect(index.match(record({ name: 'Venus THE', slugs: ['venus-the'], keySlug: 'venus' }))).toEqual({
      kind: 'linked',
      projectId: 'venus',
      by: 'key',
      reason: "the data set's own key venus",
    });
  });

  it('finds nothing for an unknown project', () => {
    expect(index.match(record({ name: 'Unknown Protocol', slugs: ['unknown-protocol'] }))).toEqual({
      kind: 'none',
    });
  });
});

// Projects like those of the shipped catalogue (data/protocols.json): names, aliases, categories, chains.
const catalogue = new ProjectIndex([
  project({
    id: 'ronin',
    name: 'Ronin',
    category: 'L1',
    chains: ['Ronin'],
    aliases: ['Ronin Network', 'Ronin Bridge', 'Sky Mavis'],
  }),
  project({
    id: 'euler',
    name: 'Euler',
    category: 'Lending',
    chains: ['Ethereum'],
    aliases: ['EulerFinance', 'Euler Finance'],
  }),
  project({
    id: 'harmony',
    name: 'Harmony',
    category: 'L1',
    chains: ['Harmony One'],
    aliases: ['Harmony ONE', 'Horizon Bridge', 'Harmony Horizon Bridge'],
  }),
  project({
    id: 'balancer',
    name: 'Balancer',
    category: 'DEX',
    aliases: ['BalancerV2', 'Balancer V2', 'Balancer Labs'],
  }),
  project({ id: 'kyberswap', name: 'KyberSwap', category: 'DEX' }),
  project({
    id: 'kyber-network-crystal',
    name: 'Kyber Network Crystal',
    category: 'Token',
    chains: ['Ethereum'],
  }),
  project({
    id: 'curve-dao-token',
    name: 'Curve',
    category: 'DEX',
    chains: ['Ethereum'],
    aliases: ['Curve DAO', 'Curve Finance', 'CRV'],
  }),
  project({ id: 'atomic', name: 'Atomic', category: 'Wallet' }),
  project({ id: 'ark', name: 'ARK', category: 'Token' }),
  project({ id: 'convergence', name: 'Convergence', category: 'Token', chains: ['Ethereum'] }),
  project({
    id: 'convergence-finance',
    name: 'Convergence Finance',
    category: 'Yield',
    aliases: ['Convergence', 'CVG'],
  }),
  project({
    id: 'uniswap',
    name: 'Uniswap',
    category: 'DEX',
    chains: ['Ethereum'],
    aliases: ['UNI', 'Uniswap Labs'],
  }),
  project({ id: 'chainlink', name: 'Chainlink', category: 'Other', chains: ['Ethereum'], aliases: ['LINK'] }),
  project({ id: 'floordao', name: 'FloorDAO (Old)', category: 'Token', chains: ['Ethereum'] }),
  project({ id: 'abracadabra', name: 'Abracadabra', category: 'Lending', aliases: ['MIMSpell'] }),
  project({ id: 'penpie', name: 'Penpie', category: 'Yield', chains: ['Ethereum'], aliases: ['Penpie.xyz'] }),
  project({ id: 'bybit', name: 'Bybit', category: 'CEX' }),
  project({ id: 'base', name: 'Base', category: 'L2', chains: ['Base'] }),
]);
const incident = (name: string, chain: string, type = 'Business logic flaw') =>
  record({
    name,
    slugs: [name.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
    chain,
    kindText: `${name} ${type}`,
  });

describe('ProjectIndex.match on the catalogue', () => {
  it('links the names the data sets write otherwise: aliases, suffixes, versions', () => {
    expect(catalogue.match(incident('Ronin Network', 'Ethereum', 'Bridge'))).toEqual({
      kind: 'linked',
      projectId: 'ronin',
      by: 'alias',
      reason: 'named "Ronin Network": Ronin Network, another name of Ronin',
    });
    expect(catalogue.match(incident('EulerFinance', 'Ethereum'))).toMatchObject({
      kind: 'linked',
      projectId: 'euler',
      by: 'alias',
    });
    expect(
      catalogue.match(incident("Harmony's Horizon Bridge", 'Ethereum', 'Private key compromised')),
    ).toMatchObject({
      kind: 'linked',
      projectId: 'harmony',
      by: 'alias',
    });
    expect(catalogue.match(incident('BalancerV2', 'Ethereum', 'Precision Loss'))).toMatchObject({
      kind: 'linked',
      projectId: 'balancer',
      by: 'alias',
    });
    expect(catalogue.match(incident('Balancer Protocol', 'Ethereum'))).toEqual({
      kind: 'linked',
      projectId: 'balancer',
      by: 'name',
      reason: 'named "Balancer Protocol": its name without words such as Network, Finance, Protocol or V2',
    });
    expect(catalogue.match(incident('KyberSwap', 'Ethereum', 'precision loss'))).toMatchObject({
      kind: 'linked',
      projectId: 'kyberswap',
      by: 'name',
    });
    expect(catalogue.match(incident('Curve', 'Ethereum', 'Vyper Compiler Bug && Reentrancy'))).toMatchObject({
      kind: 'linked',
      projectId: 'curve-dao-token',
    });
    expect(catalogue.match(incident('MIMSpell3', 'Ethereum'))).toMatchObject({
      kind: 'linked',
      projectId: 'abracadabra',
    });
    expect(catalogue.match(incident('Penpiexyz_io', 'Ethereum'))).toMatchObject({
      kind: 'linked',
      projectId: 'penpie',
    });
    expect(catalogue.match(incident('Bybit', 'Ethereum', 'Phishing attack'))).toMatchObject({
      kind: 'linked',
      projectId: 'bybit',
    });
  });

  it('never links a lending exploit named "Atomic" to Atomic Wallet', () => {
    expect(
      catalogue.match(
        incident(
          'Atomic',
          'Arbitrum',
          'Flash-loan price oracle manipulation of lending collateral valuation',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['atomic'],
      reason: "a lending protocol's record matches Atomic (Wallet) by name only: another kind of project",
    });
  });

  it('sends a name shared by projects, a token of unknown chains or a ticker to review', () => {
    expect(catalogue.match(incident('ARK', 'BSC'))).toMatchObject({ kind: 'review', candidateIds: ['ark'] });
    expect(catalogue.match(incident('Convergence', 'Ethereum', 'Incorrect input validation'))).toMatchObject({
      kind: 'review',
      candidateIds: ['convergence', 'convergence-finance'],
    });
    expect(catalogue.match(incident('UNI', 'Ethereum', 'Logic Flaw'))).toMatchObject({
      kind: 'review',
      candidateIds: ['uniswap'],
    });
  });

  it("never takes an audit of `Base Protocol` for the Base network's", () => {
    expect(
      catalogue.match(record({ name: 'Base', slugs: ['base'], fullNames: ['Base Protocol Cascade'] })),
    ).toEqual({
      kind: 'review',
      candidateIds: ['base'],
      reason: 'matches Base by name, but the record calls it Base Protocol, which is not a name of it',
    });
    expect(
      catalogue.match(
        record({ name: 'Euler', slugs: ['euler'], fullNames: ['Euler Finance Reward Streams'] }),
      ),
    ).toMatchObject({ kind: 'linked', projectId: 'euler' });
    expect(catalogue.match(record({ name: 'Base', slugs: ['base'], fullNames: ['BasePump'] }))).toMatchObject(
      {
        kind: 'review',
        reason: 'matches Base by name, but the record calls it BasePump, which is not a name of it',
      },
    );
    expect(
      catalogue.match(record({ name: 'Base', slugs: ['base'], fullNames: ['BaseNetwork Bridge'] })),
    ).toMatchObject({ kind: 'linked', projectId: 'base' });
  });

  it('never takes a core name for another project whose name ends otherwise', () => {
    expect(catalogue.match(incident('FloorProtocol', 'Ethereum'))).toEqual({ kind: 'none' });
    expect(catalogue.match(incident('LinkDAO', 'BSC'))).toEqual({ kind: 'none' });
    expect(catalogue.match(incident('Kyber', 'Ethereum'))).toEqual({ kind: 'none' });
  });
});

// Tokens and networks of the catalogue that share a name with older protocols, or that other products are built on.
const namesakes = new ProjectIndex([
  project({ id: 'mochi-thecatcoin', name: 'Mochi', category: 'Token', chains: ['Base'] }),
  project({ id: 'prism', name: 'Prism', category: 'Token', chains: ['Solana'] }),
  project({ id: 'terra-luna-2', name: 'Terra', category: 'Token', chains: ['Osmosis'] }),
  project({ id: 'telcoin', name: 'Telcoin', category: 'Token', chains: ['Ethereum', 'Polygon'] }),
  project({ id: 'tezos', name: 'Tezos', category: 'Token' }),
  project({ id: 'stellar', name: 'Stellar', category: 'L1', chains: ['Stellar'] }),
  project({ id: 'de-fi', name: 'DeFi', category: 'Token', chains: ['Ethereum'] }),
  project({ id: 'defi-saver', name: 'DeFi Saver', category: 'Other' }),
  project({
    id: 'level',
    name: 'Level Finance',
    category: 'DEX',
    chains: ['BNB Smart Chain', 'Arbitrum'],
    aliases: ['Level'],
  }),
  project({
    id: 'level-money',
    name: 'Level',
    category: 'Stablecoin',
    chains: ['Ethereum'],
    aliases: ['lvlUSD'],
  }),
  project({ id: 'aave', name: 'Aave', category: 'Lending', chains: ['Ethereum'] }),
  project({
    id: 'trust-wallet-token',
    name: 'Trust Wallet',
    category: 'Wallet',
    chains: ['BNB Smart Chain'],
    aliases: ['TWT', 'Trust'],
  }),
  project({ id: 'hive', name: 'Hive', category: 'Token' }),
  project({
    id: 'cosmos',
    name: 'Cosmos Hub',
    category: 'L1',
    chains: ['Cosmos'],
    aliases: ['ATOM', 'Cosmos'],
  }),
  project({ id: 'cosmic', name: 'Cosmic', category: 'Token', chains: ['Base'], launchedOn: '2024-06-01' }),
]);
const audit = (name: string, date: string, reportUrl: string, title: string | null = null) =>
  record({
    name,
    slugs: [name.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
    kindText: title,
    title,
    date,
    fullNames: auditFullNames({ title, reportUrl }),
  });
const halborn = (path: string) =>
  `https://github.com/HalbornSecurity/PublicReports/blob/4f3d1c6451ac01ba669a43072dd30b857ef9aa90/${path}`;
const oak = (path: string) =>
  `https://github.com/oak-security/audit-reports/blob/cbad1deadbeefcbad1deadbeefcbad1deadbeef/${path}`;

describe('ProjectIndex.match of an audit to a token or network known by its name', () => {
  it('never links an audit older than the token it names', () => {
    expect(
      namesakes.match(
        audit(
          'Mochi',
          '2021-04-16',
          halborn('Solidity Smart Contract Audits/Mochi_Smart_Contract_Security_Audit_Halborn_v1_1.pdf'),
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['mochi-thecatcoin'],
      reason:
        'matches Mochi (Token) by name only, but the record (2021-04-16) is older than its first known date (2023-07)',
    });
    // A launch date the catalogue gives wins over its networks'; a month-only date compares by its month.
    expect(
      namesakes.match(audit('Cosmic', '2024-05', oak('Cosmic/Audit Report - Cosmic.pdf'))),
    ).toMatchObject({
      kind: 'review',
      candidateIds: ['cosmic'],
    });
    expect(
      namesakes.match(audit('Cosmic', '2024-06', oak('Cosmic/Audit Report - Cosmic.pdf'))),
    ).toMatchObject({
      kind: 'linked',
      projectId: 'cosmic',
    });
    expect(
      namesakes.match(audit('Mochi', '2024-02-01', halborn('Solidity Smart Contract Audits/Mochi.pdf'))),
    ).toMatchObject({ kind: 'linked', projectId: 'mochi-thecatcoin' });
  });

  it('never links an audit that names an ecosystem to a token on none of its chains', () => {
    expect(
      namesakes.match(
        audit(
          'Terra',
          '2021-12-23',
          oak(
            'Terra Liquidity Bootstrapping Pool/2021-12-23 Audit Report - Terra Liquidity Bootstrapping Pool v1.0.pdf',
          ),
          'Terra Liquidity Bootstrapping Pool',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['terra-luna-2'],
      reason: 'matches Terra (Token) by name only, but the record names terra and the project is on Osmosis',
    });
    expect(
      namesakes.match(
        audit('Prism', '2022-01-20', oak('Prism/2022-01-20 Audit Report - Prism (Terra) v1.0.pdf')),
      ),
    ).toMatchObject({ kind: 'review', candidateIds: ['prism'] });
    expect(
      namesakes.match(
        audit(
          'Telcoin',
          '2026-05',
          'https://github.com/trailofbits/publications/blob/6bf36b87/reviews/x.pdf',
          'Telcoin Solana Peg Stability Vault',
        ),
      ),
    ).toMatchObject({ kind: 'review', candidateIds: ['telcoin'] });
    expect(
      namesakes.match(
        audit(
          'Telcoin',
          '2024-01-15',
          'https://github.com/sherlock-protocol/sherlock-reports/blob/9d324a3e/audits/Telcoin.pdf',
          'Telcoin Platform',
        ),
      ),
    ).toMatchObject({ kind: 'linked', projectId: 'telcoin' });
  });

  it("never takes a product filed among a firm's reports on a network for the network's", () => {
    expect(
      namesakes.match(
        audit(
          'Tezos',
          '2021-03-31',
          halborn('Tezos Smart Contact Audits/Tezos_Oropocket_Smart_Contract_Final_Report_v1.pdf'),
          'Tezos Oropocket',
        ),
      ),
    ).toMatchObject({ kind: 'review', candidateIds: ['tezos'] });
    // A folder of one client, named after the network, is the network's own.
    expect(
      namesakes.match(
        audit(
          'Stellar',
          '2025-11-13',
          oak('Stellar/2025-11-13 Audit Report - Stellar Core Protocol 24 Changes.pdf'),
          'Stellar Core Protocol 24 Changes',
        ),
      ),
    ).toMatchObject({ kind: 'linked', projectId: 'stellar' });
  });

  it("never takes a record whose fuller name is another listed project's for its first word's", () => {
    expect(
      namesakes.match(
        audit(
          'DeFi',
          '2021-11-23',
          'https://github.com/Dedaub/audits/blob/431ec937/DeFi Saver/DeFi Saver V3 audit report Mar21.pdf',
          'DeFi Saver V3',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['de-fi'],
      reason: `matches DeFi by name, but the record's fuller name "de fi saver" is DeFi Saver's`,
    });
  });

  it("never takes a name written for the alias another project's name starts with", () => {
    // The data set wrote Trust Wallet for `TrustToken` (TrueFi's company), by Trust Wallet's alias Trust.
    expect(
      namesakes.match(
        audit(
          'Trust Wallet',
          '2022-08',
          'https://github.com/Zellic/publications/blob/761e4f63/TrustToken Contracts-Tequila - Zellic Audit Report.pdf',
          'TrustToken Contracts-Tequila',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['trust-wallet-token'],
      reason: 'matches Trust Wallet by name, but the record calls it TrustToken, which is not a name of it',
    });
  });

  it('never links an audit by name alone to a token of which nothing else is known', () => {
    expect(
      namesakes.match(
        audit(
          'Hive',
          '2022-01-17',
          'https://github.com/abdk-consulting/audits/blob/22c86cf2/hive/Hive Contracts_ Review Report.pdf',
          'Hive Contracts Review Report',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['hive'],
      reason:
        'matches Hive (Token) by name only, and nothing else of it is known (no chain, website or contract)',
    });
  });

  it("never takes a chain named after a network's ticker for that network", () => {
    expect(
      namesakes.match(
        audit(
          'Cosmos Hub',
          '2025-03',
          'https://github.com/Zellic/publications/blob/761e4f63/AtomOne - Zellic Audit Report.pdf',
          'AtomOne',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['cosmos'],
      reason: 'matches Cosmos Hub by name, but the record calls it AtomOne, which is not a name of it',
    });
  });

  it('never links a token named by a word of the trade by that name alone', () => {
    expect(
      namesakes.match(
        audit(
          'DeFi',
          '2026-05-23',
          'https://github.com/pashov/audits/blob/0b06f747/team/pdf/DefiApp-security-review_2026-05-23.pdf',
          'DefiApp',
        ),
      ),
    ).toEqual({
      kind: 'review',
      candidateIds: ['de-fi'],
      reason:
        "matches DeFi (Token) by name only, and its name is a word of the trade that other projects' names start with",
    });
  });

  it('keeps a name that two projects share in review, unless the record is on the chain of one only', () => {
    expect(
      namesakes.match(
        audit(
          'Level',
          '2025-04-09',
          'https://github.com/pashov/audits/blob/0b06f747/team/pdf/Level-security-review_2025-04-09.pdf',
        ),
      ),
    ).toMatchObject({ kind: 'review', candidateIds: ['level', 'level-money'] });
    expect(
      namesakes.match(
        record({ name: 'Level', slugs: ['level'], chain: 'BSC', kindText: 'Level Business Logic Flaw' }),
      ),
    ).toMatchObject({ kind: 'linked', projectId: 'level' });
  });
});

describe('firstKnownDateOf and ecosystemsOf', () => {
  it('dates a token by the first launch of its networks only when every one of them is young', () => {
    expect(firstKnownDateOf({ chains: ['Base'] })).toBe('2023-07');
    expect(firstKnownDateOf({ chains: ['Blast', 'Base'] })).toBe('2023-07');
    expect(firstKnownDateOf({ chains: ['Base', 'Ethereum'] })).toBeNull();
    expect(firstKnownDateOf({ chains: [] })).toBeNull();
    expect(firstKnownDateOf({ chains: ['Base'], launchedOn: '2024-06-01' })).toBe('2024-06-01');
  });

  it('reads ecosystems from the words of a title or a folder', () => {
    expect(ecosystemsOf(['Solana Program Audit', 'Audius'])).toEqual(['solana']);
    expect(ecosystemsOf(['CosmWasm Smart Contract Audits'])).toEqual(['cosmos']);
    expect(ecosystemsOf(['Solidity Smart Contract Audits', 'Database'])).toEqual([]);
  });
});

describe('domainOf', () => {
  it('reads the host without www', () => {
    expect(domainOf('https://www.Uniswap.org/blog')).toBe('uniswap.org');
    expect(domainOf('not a url')).toBeNull();
    expect(domainOf(null)).toBeNull();
  });
});

describe('an incident on a project known by its names only', () => {
  const named = new ProjectIndex([
    project({ id: 'pandora', name: 'Pandora', category: 'Other' }),
    project({ id: 'sentiment', name: 'Sentiment', category: 'Other', domain: 'sentiment.xyz' }),
    project({ id: 'raft', name: 'Raft', category: 'Other', chains: ['Ethereum'] }),
  ]);

  it('goes to review: nothing tells the project from another of its name', () => {
    const match = named.match(record({ name: 'Pandora', chain: 'Ethereum', isIncident: true }));
    expect(match).toMatchObject({ kind: 'review', candidateIds: ['pandora'] });
    expect((match as { reason: string }).reason).toContain('nothing else of it is known');
  });

  it('links where a chain or website of the project is known, and an audit of that name links either way', () => {
    expect(named.match(record({ name: 'Sentiment', isIncident: true }))).toMatchObject({ kind: 'linked' });
    expect(named.match(record({ name: 'Raft', chain: 'Ethereum', isIncident: true }))).toMatchObject({
      kind: 'linked',
    });
    expect(named.match(record({ name: 'Pandora', title: 'Pandora', date: '2022-02-10' }))).toMatchObject({
      kind: 'linked',
      projectId: 'pandora',
    });
  });
});
