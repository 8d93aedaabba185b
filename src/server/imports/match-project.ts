import 'server-only';
import { coreName, isNameWithSuffixes, nameKey, nameWords } from '@/lib/project-names';

/** What the importer knows of a project when it looks for the project of an incident or audit. */
export interface ProjectKeys {
  readonly id: string;
  readonly importKey: string | null;
  readonly name: string;
  /** The other names the project is known by (the catalogue's `aliases`). */
  readonly aliases: readonly string[];
  /** The catalogue's category: what kind of project it is (Lending, DEX, Wallet, CEX, Token...). */
  readonly category: string | null;
  readonly domain: string | null;
  readonly chains: readonly string[];
  readonly addresses: readonly string[];
  /** The day (or month) the project launched, when known (YYYY-MM or YYYY-MM-DD). */
  readonly launchedOn?: string | null;
}

/** What an incident or audit says about its project. */
export interface RecordKeys {
  readonly name: string;
  /** Slugs of the source's own name (`projectSlug`, an audit's `slug`): the name written another way. */
  readonly slugs: readonly string[];
  /** The data set's own key of a catalogue project (`protocolSlug`): links first when it names one. */
  readonly keySlug: string | null;
  readonly domain: string | null;
  readonly chain: string | null;
  readonly addresses: readonly string[];
  /** Words that tell what kind of protocol was hit (an incident's root cause), for the kind check. */
  readonly kindText?: string | null;
  /**
   * Fuller names the record gives of its project (an audit's title `Base Protocol Cascade`, its report's folder
   * `Ink Protocol`), if any.
   */
  readonly fullNames?: readonly string[];
  /** What an audit says was reviewed (`Tezos Oropocket`), if it says more than the project's name. */
  readonly title?: string | null;
  /** The day (or month) of the incident or audit (YYYY-MM or YYYY-MM-DD). */
  readonly date?: string | null;
  /** An incident: its victim is named by name only, so a name says less of it than an audit's client. */
  readonly isIncident?: boolean;
}

/** How a link was made, strongest first: the data set's own key, a contract address, the website, a name. */
export const LINK_CONFIDENCES = ['key', 'address', 'website', 'alias', 'name'] as const;
export type LinkConfidence = (typeof LINK_CONFIDENCES)[number];

export type MatchResult =
  | {
      readonly kind: 'linked';
      readonly projectId: string;
      readonly by: LinkConfidence;
      /** Why, in words a reviewer reads: which name, address or website matched. */
      readonly reason: string;
    }
  | { readonly kind: 'review'; readonly candidateIds: readonly string[]; readonly reason: string }
  | { readonly kind: 'none' };

export const normaliseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The fuller names an audit gives of its project: its title, and the folders and file of its report. */
export function auditFullNames(audit: { title?: string | null; reportUrl?: string | null }): string[] {
  const names = audit.title ? [audit.title] : [];
  if (!audit.reportUrl) return names;
  try {
    const segments = new URL(audit.reportUrl).pathname.split('/').filter(Boolean);
    for (const segment of segments) names.push(decodeURIComponent(segment).replace(/[_+]/g, ' '));
  } catch {
    // Not a URL: the title alone.
  }
  return names;
}

/** What an audit record of the import format says about its project, as import-audits.ts matches it. */
export function auditKeys(audit: {
  readonly project: string;
  readonly title?: string | null;
  readonly projectUrl?: string | null;
  readonly reportUrl?: string | null;
  readonly date: string;
  readonly slug: string;
  readonly protocolSlug?: string | null;
  readonly addresses?: readonly string[];
}): RecordKeys {
  return {
    name: audit.project,
    slugs: [audit.slug],
    keySlug: audit.protocolSlug ?? null,
    domain: domainOf(audit.projectUrl),
    chain: null,
    addresses: audit.addresses ?? [],
    kindText: audit.title ?? null,
    fullNames: auditFullNames(audit),
    title: audit.title ?? null,
    date: audit.date,
  };
}

/** What an incident record of the import format says about its project, as import-incidents.ts matches it. */
export function incidentKeys(incident: {
  readonly project: string;
  readonly projectSlug?: string | null;
  readonly protocolSlug?: string | null;
  readonly chain?: string | null;
  readonly addresses?: readonly string[];
  readonly type: string;
  readonly date: string;
}): RecordKeys {
  return {
    name: incident.project,
    slugs: incident.projectSlug ? [incident.projectSlug] : [],
    keySlug: incident.protocolSlug ?? null,
    domain: null,
    chain: incident.chain ?? null,
    addresses: incident.addresses ?? [],
    kindText: `${incident.project} ${incident.type}`,
    date: incident.date,
    isIncident: true,
  };
}

/** The host of a URL without `www.`, lower case; null for anything that is not a URL. */
export function domainOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

// Chains that the data sets spell differently: each group is one chain.
const CHAIN_GROUPS = [
  ['bsc', 'bnbsmartchain', 'bnbchain', 'binancesmartchain', 'binancecoin'],
  ['avalanche', 'avalanchecchain'],
  ['arbitrum', 'arbitrumone'],
  ['fantom', 'fantomopera'],
  ['gnosis', 'gnosischain', 'xdai'],
  ['sei', 'seinetwork'],
  ['polygon', 'polygonpos', 'matic'],
  ['zksyncera', 'zksync'],
];
const chainAlias = new Map(CHAIN_GROUPS.flatMap((group) => group.map((name) => [name, group[0]!])));
const chainKey = (chain: string) => {
  const key = normaliseName(chain);
  return chainAlias.get(key) ?? key;
};

// Kinds of protocol an incident's own words can name, and the catalogue categories that are another kind of
// project altogether: a wallet app or an exchange's company is not the lending market an exploit drained.
const PROTOCOL_KINDS: readonly (readonly [string, RegExp])[] = [
  ['lending', /\b(lend\w*|loans?|borrow\w*|collateral\w*|liquidat\w*|money market)\b/i],
  ['bridge', /\b(bridges?|cross-?chain)\b/i],
  ['DEX', /\b(dex|amm|swaps?|liquidity pools?|perp\w*)\b/i],
  ['yield', /\b(vaults?|yield|farms?|farming|staking|restaking|lrt|lst)\b/i],
];
// Words that end a project's own name (`Base Protocol`, `Curve Finance`): a record titled so names that project.
const PROJECT_NAME_ENDINGS = new Set(['protocol', 'finance']);
const FULLER_NAME_CATEGORIES = new Set(['L1', 'L2', 'Wallet', 'CEX', 'Token']);
const NETWORK_CATEGORIES = new Set(['L1', 'L2', 'Bridge']);
const OTHER_KIND_CATEGORIES = new Set(['Wallet', 'CEX']);
// Categories under which the catalogue knows a project by little more than its name: a token of the open lists,
// or a wallet app. A name alone links to one only where the chains agree.
const NAME_ONLY_CATEGORIES = new Set(['Token', 'Wallet']);
// Words of the trade that long-tail tokens are named by (`DeFi`, `Memecoin`, `Core`): a record that starts with one
// (`DefiApp`, `DeFi Money`, `Memecoin Launcher`, `Core Contracts`) names the field or its parts, not that token.
const TRADE_WORDS = new Set([
  'defi',
  'memecoin',
  'meme',
  'core',
  'token',
  'crypto',
  'web3',
  'nft',
  'dao',
  'swap',
  'yield',
  'vault',
  'staking',
  'oracle',
  'launchpad',
]);

// Months in which networks that started in 2022 or later opened their mainnet (public facts each network announced):
// a token that the catalogue lists only on such networks was not there before the earliest of them, so an older
// record that shares its name is taken for another project's until staff decide (a token that moved from an older
// network is the one case this sends to review wrongly). Older networks bound nothing a record here contradicts.
const NETWORK_LAUNCHES = new Map(
  (
    [
      ['Terra 2', '2022-05'],
      ['Arbitrum Nova', '2022-08'],
      ['Aptos', '2022-10'],
      ['zkSync Era', '2023-02'],
      ['Polygon zkEVM', '2023-03'],
      ['Sui', '2023-05'],
      ['Neutron', '2023-05'],
      ['Base', '2023-07'],
      ['Linea', '2023-07'],
      ['Mantle', '2023-07'],
      ['Manta Pacific', '2023-09'],
      ['Scroll', '2023-10'],
      ['Blast', '2024-02'],
      ['Taiko', '2024-05'],
      ['Sonic', '2024-12'],
      ['Abstract', '2025-01'],
      ['Berachain', '2025-02'],
      ['Unichain', '2025-02'],
      ['Monad', '2025-11'],
    ] as const
  ).map(([chain, month]) => [chainKey(chain), month]),
);

/**
 * The earliest a project can have existed: its launch when known, else the first launch of its networks when every
 * one of them is a young network (Mochi, a token on Base only, is no older than Base); null when nothing tells.
 */
export function firstKnownDateOf(project: Pick<ProjectKeys, 'launchedOn' | 'chains'>): string | null {
  if (project.launchedOn) return project.launchedOn;
  if (project.chains.length === 0) return null;
  const launches = project.chains.map((chain) => NETWORK_LAUNCHES.get(chainKey(chain)));
  if (launches.some((month) => !month)) return null;
  return launches.sort()[0]!;
}

// Ecosystems that a record's title or its report's folders name (`Solana Program Audit`, `CosmWasm Smart Contract
// Audits`, `Prism (Terra)`), with the chains of each: a token known on none of them is not the one reviewed.
const ECOSYSTEMS: readonly (readonly [string, readonly string[]])[] = [
  ['terra', ['Terra', 'Terra 2', 'Terra Classic']],
  ['solana', ['Solana']],
  [
    'cosmos',
    [
      'Cosmos',
      'Cosmos Hub',
      'Osmosis',
      'Juno',
      'Neutron',
      'Archway',
      'Secret',
      'Injective',
      'Kujira',
      'Evmos',
      'Terra',
      'Terra 2',
      'Terra Classic',
      'Stargaze',
      'Migaloo',
      'Comdex',
      'Crescent',
      'Akash',
      'Sei Network',
      'Mantra Chain',
      'Nibiru',
      'Gravity Bridge',
      'Kava',
    ],
  ],
  ['near', ['NEAR', 'Near Protocol', 'Aurora']],
  ['tezos', ['Tezos']],
  ['sui', ['Sui']],
  ['aptos', ['Aptos']],
  ['stellar', ['Stellar']],
  ['cardano', ['Cardano', 'Milkomeda Cardano']],
  ['base', ['Base']],
];
const ECOSYSTEM_WORDS = new Map<string, string>([
  ['terra', 'terra'],
  ['solana', 'solana'],
  ['cosmos', 'cosmos'],
  ['cosmwasm', 'cosmos'],
  ['near', 'near'],
  ['tezos', 'tezos'],
  ['sui', 'sui'],
  ['aptos', 'aptos'],
  ['stellar', 'stellar'],
  ['soroban', 'stellar'],
  ['cardano', 'cardano'],
  ['base', 'base'],
]);
const ecosystemChains = new Map(ECOSYSTEMS.map(([name, chains]) => [name, new Set(chains.map(chainKey))]));

/** The ecosystems that a record's fuller names name by a word of their own (`Solana Program Audit`). */
export function ecosystemsOf(names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of names)
    // Words as written (`CosmWasm`, a bracketed `(Terra)`) and as camel case reads them (`SolanaProgram`).
    for (const word of [...name.toLowerCase().split(/[^a-z0-9]+/), ...nameWords(name)]) {
      const ecosystem = ECOSYSTEM_WORDS.get(word);
      if (ecosystem) found.add(ecosystem);
    }
  return [...found].sort();
}

/**
 * The ecosystem under whose folder a firm filed a report named after that ecosystem with a title of its own
 * (Halborn's `Tezos Smart Contact Audits/Tezos_Oropocket_...`: Oropocket, built on Tezos); null otherwise. A report
 * of the network itself carries no other title, or is filed elsewhere.
 */
function ecosystemOfFolder(record: RecordKeys): string | null {
  const [named] = ecosystemsOf([record.name]);
  const { title } = record;
  if (!named || !title || nameKey(title) === nameKey(record.name)) return null;
  const isFolder = (name: string) => name !== title && !/\.[a-z0-9]{2,4}$/i.test(name);
  // A folder of a firm's reports on an ecosystem (`Cosmos Audits`), not a folder of one client (`Stellar`).
  const isEcosystemFolder = (folder: string) =>
    isFolder(folder) && nameWords(folder).some((word) => word === 'audit' || word === 'audits');
  const filedUnder = (record.fullNames ?? [])
    .filter(isEcosystemFolder)
    .some((folder) => ecosystemsOf([folder]).includes(named));
  return filedUnder ? named : null;
}

/** The kind of protocol an incident's words name (lending, bridge, DEX, yield), or null. */
export function protocolKindOf(text: string | null | undefined): string | null {
  if (!text) return null;
  return PROTOCOL_KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

interface NameHit {
  readonly project: ProjectKeys;
  readonly by: 'alias' | 'name';
  readonly reason: string;
  /** The alias is a ticker (UNI, CRV): many tokens share one, so it never links alone. */
  readonly isTicker?: boolean;
}

/** A ticker written as an alias: capitals and digits, up to 6 (UNI, CRV, USDT0). */
const isTicker = (alias: string) => /^[A-Z0-9$]{2,6}$/.test(alias);

/** Finds projects by id, import key, name, alias, domain and contract address (built once per import). */
export class ProjectIndex {
  private readonly bySlug = new Map<string, ProjectKeys>();
  private readonly byName = new Map<string, NameHit[]>();
  private readonly byFullName = new Map<string, NameHit[]>();
  private readonly byCore = new Map<string, NameHit[]>();
  private readonly byDomain = new Map<string, ProjectKeys[]>();
  private readonly byAddress = new Map<string, ProjectKeys[]>();

  constructor(projects: Iterable<ProjectKeys>) {
    for (const project of projects) {
      this.bySlug.set(project.id, project);
      if (project.importKey) this.bySlug.set(project.importKey, project);
      for (const [position, name] of [project.name, ...project.aliases].entries()) {
        const by = position === 0 ? 'name' : 'alias';
        const what = by === 'name' ? 'its name' : `${name}, another name of ${project.name}`;
        const key = nameKey(name);
        if (!key) continue;
        push(this.byName, key, { project, by, reason: what, isTicker: by === 'alias' && isTicker(name) });
        // A core name links where one side is written out in full: `Balancer Protocol` is Balancer, `bZx` is bZx
        // Protocol, but `Floor Protocol` is not FloorDAO. A ticker never stands for a core.
        if (by === 'alias' && isTicker(name)) continue;
        push(this.byFullName, key, { project, by, reason: what });
        const core = coreName(name);
        if (core && core !== key && core.length >= 4) push(this.byCore, core, { project, by, reason: what });
      }
      if (project.domain) push(this.byDomain, project.domain, project);
      for (const address of project.addresses) push(this.byAddress, address.toLowerCase(), project);
    }
  }

  has(id: string): boolean {
    return this.bySlug.has(id);
  }

  /**
   * The data set's own key links first. Otherwise a project is linked only on evidence that points at exactly one
   * project: one of its contract addresses, its website's domain together with a name that starts alike, or its
   * name or another of its names (written alike, or alike once words such as Network, Finance, Protocol or V2 are
   * left out). A name alone must agree with the project's chains and kind: it never links an incident to a project
   * on another chain, a lending (bridge, DEX, yield) exploit to a wallet or an exchange, nor to a token or wallet
   * of which no chain is known. Anything less goes to staff review with the candidates: a wrong link would put
   * another project's incident into its score.
   */
  match(record: RecordKeys): MatchResult {
    if (record.keySlug) {
      const keyed = this.bySlug.get(record.keySlug);
      if (keyed)
        return {
          kind: 'linked',
          projectId: keyed.id,
          by: 'key',
          reason: `the data set's own key ${record.keySlug}`,
        };
    }
    const strong = new Map<
      string,
      { project: ProjectKeys; by: LinkConfidence; reason: string; isTicker?: boolean }
    >();
    const weak = new Set<string>();
    const add = (project: ProjectKeys, by: LinkConfidence, reason: string, isTicker = false) => {
      if (!strong.has(project.id)) strong.set(project.id, { project, by, reason, isTicker });
    };
    for (const address of record.addresses) {
      for (const project of this.byAddress.get(address.toLowerCase()) ?? []) {
        add(project, 'address', `contract ${address.toLowerCase()} is one of its addresses`);
      }
    }
    if (record.domain) {
      const firstWord = normaliseName(record.name.split(/[\s_/-]+/)[0] ?? '');
      for (const project of this.byDomain.get(record.domain) ?? []) {
        const projectFirst = normaliseName(project.name.split(/[\s_/-]+/)[0] ?? '');
        if (firstWord && firstWord === projectFirst)
          add(project, 'website', `website ${record.domain}, and the name starts alike`);
        else weak.add(project.id);
      }
    }
    const named = `"${record.name.trim()}"`;
    const key = nameKey(record.name);
    const exact = [...(this.byName.get(key) ?? [])];
    for (const slug of record.slugs) {
      const project = this.bySlug.get(slug);
      if (project && !exact.some((hit) => hit.project.id === project.id))
        exact.push({ project, by: 'name', reason: `its slug ${slug}` });
    }
    const core = coreName(record.name);
    const coreHits = () => [
      ...(core && core !== key && core.length >= 4 ? (this.byFullName.get(core) ?? []) : []),
      ...(this.byCore.get(key) ?? []),
    ];
    const hits = exact.length ? exact : coreHits();
    const isCore = exact.length === 0;
    // A project named twice (by its name and an alias) is one candidate, by its best name.
    const rank = (hit: NameHit) => (hit.by === 'name' ? 0 : hit.isTicker ? 2 : 1);
    for (const hit of [...hits].sort((a, b) => rank(a) - rank(b))) {
      const reason = isCore
        ? `named ${named}: ${hit.reason} without words such as Network, Finance, Protocol or V2`
        : `named ${named}: ${hit.reason}`;
      add(hit.project, hit.by, reason, hit.isTicker);
    }
    // Projects that share a name and live on other chains than the record's are not its project: the Level
    // exploit on BSC is Level Finance's (BSC, Arbitrum), not the lvlUSD stablecoin's (Ethereum).
    if (strong.size > 1 && record.chain) {
      const elsewhere = [...strong.values()].filter(
        ({ project, by }) =>
          (by === 'name' || by === 'alias') &&
          project.chains.length > 0 &&
          !isChainConsistent(record.chain, project.chains),
      );
      if (elsewhere.length < strong.size) for (const { project } of elsewhere) strong.delete(project.id);
    }
    if (strong.size > 1) {
      return {
        kind: 'review',
        candidateIds: [...strong.keys()].sort(),
        reason: `matches ${strong.size} projects (${[...new Set([...strong.values()].map((s) => s.by))].join(', ')})`,
      };
    }
    const [only] = strong.values();
    if (only) {
      const doubt = this.doubtOf(record, only);
      if (doubt) return { kind: 'review', candidateIds: [only.project.id], reason: doubt };
      return { kind: 'linked', projectId: only.project.id, by: only.by, reason: only.reason };
    }
    if (weak.size > 0) {
      return {
        kind: 'review',
        candidateIds: [...weak].sort(),
        reason: 'a partial match (similar name or shared website) only',
      };
    }
    return { kind: 'none' };
  }

  /**
   * Another project's name that the record's fuller name makes of its name: a word written onto it (`SafeStake`
   * of a record named `Safe`) or a Protocol or Finance after it (`Base Protocol`); null otherwise.
   */
  private fullerNameOf(record: RecordKeys, project: ProjectKeys): string | null {
    // The record's name, and the project's other names and tickers: a data set may have written the project's name
    // for the alias its own words start with (`Trust Wallet` for `TrustToken` by the alias Trust, `Cosmos Hub` for
    // `AtomOne` by the ticker ATOM).
    const names = [record.name, ...project.aliases];
    for (const name of names) {
      const fuller = this.fullerNameBy(record, name);
      if (fuller) return fuller;
    }
    return null;
  }

  private fullerNameBy(record: RecordKeys, name: string): string | null {
    const key = nameKey(name);
    const words = nameWords(name);
    for (const fullName of record.fullNames ?? []) {
      const full = nameWords(fullName);
      if (!key || full.slice(0, words.length).join('') !== key) continue;
      const firstWord = fullName.trim().split(/[^A-Za-z0-9]+/)[0] ?? '';
      const firstKey = nameKey(firstWord);
      // Only a suffix written on (`ReyaNetwork`, `SquadsV4`, `GymNetworkV2`) names the same project.
      if (firstKey.length > key.length && firstKey.startsWith(key) && !isNameWithSuffixes(firstWord, key))
        return firstWord;
      const next = full[words.length];
      if (next && PROJECT_NAME_ENDINGS.has(next))
        return `${name.trim()} ${next[0]!.toUpperCase()}${next.slice(1)}`;
    }
    return null;
  }

  /**
   * Another catalogue project that the leading words of the record's fuller name name, where they say more than the
   * record's name: an audit of `DeFi` titled `DeFi Saver V3` is DeFi Saver's when the catalogue lists DeFi Saver.
   */
  private otherProjectNamedBy(
    record: RecordKeys,
    project: ProjectKeys,
  ): { words: string; project: ProjectKeys } | null {
    const words = nameWords(record.name);
    const key = words.join('');
    for (const fullName of record.fullNames ?? []) {
      const full = nameWords(fullName);
      if (!key || full.slice(0, words.length).join('') !== key) continue;
      for (let count = Math.min(full.length, words.length + 4); count > words.length; count -= 1) {
        const hits = (this.byName.get(full.slice(0, count).join('')) ?? []).filter(
          (hit) => hit.project.id !== project.id && !hit.isTicker,
        );
        if (hits[0]) return { words: `"${full.slice(0, count).join(' ')}"`, project: hits[0].project };
      }
    }
    return null;
  }

  private isNameOf(name: string, project: ProjectKeys): boolean {
    const key = nameKey(name);
    return (this.byName.get(key) ?? []).some((hit) => hit.project.id === project.id);
  }

  /** Why a single match is not enough to link, or null when it is. */
  private doubtOf(
    record: RecordKeys,
    { project, by, isTicker }: { project: ProjectKeys; by: LinkConfidence; isTicker?: boolean },
  ): string | null {
    // A bridge of a network holds its funds on the other chains too: Ronin's bridge was drained on Ethereum.
    const isBridgeOfNetwork =
      protocolKindOf(record.kindText) === 'bridge' && NETWORK_CATEGORIES.has(project.category ?? '');
    if (!isBridgeOfNetwork && !isChainConsistent(record.chain, project.chains)) {
      return `matches by ${by}, but ${record.chain} is not one of the project's chains`;
    }
    if (by !== 'name' && by !== 'alias') return null;
    if (isTicker) return `matches ${project.name} by its ticker only: many tokens share one`;
    const other = this.otherProjectNamedBy(record, project);
    if (other) {
      return `matches ${project.name} by name, but the record's fuller name ${other.words} is ${other.project.name}'s`;
    }
    const network = ecosystemOfFolder(record);
    // A network, or the coin of its own network (a token of no known chain): what other products are built on.
    const isNetworkLike =
      project.category === 'L1' ||
      project.category === 'L2' ||
      (project.category === 'Token' && project.chains.length === 0);
    if (network && isNetworkLike) {
      return `matches ${project.name} by name, but the report is filed among the firm's ${network} reports under its own title: a product built on ${project.name}`;
    }
    const fuller = this.fullerNameOf(record, project);
    // A network, wallet, exchange or bare token is not the `X Protocol` or `X Finance` of a record that shares its
    // first word.
    if (fuller && FULLER_NAME_CATEGORIES.has(project.category ?? '') && !this.isNameOf(fuller, project)) {
      return `matches ${project.name} by name, but the record calls it ${fuller}, which is not a name of it`;
    }
    if (project.category && NAME_ONLY_CATEGORIES.has(project.category)) {
      // A token of which the catalogue knows its name only (no chain, no website, no contract): nothing tells the
      // coin of Hive's or Flux's own network from a protocol that an audit of that name reviewed.
      if (
        project.category === 'Token' &&
        !project.chains.length &&
        !project.domain &&
        !project.addresses.length
      )
        return `matches ${project.name} (Token) by name only, and nothing else of it is known (no chain, website or contract)`;
      if (TRADE_WORDS.has(nameKey(project.name)))
        return `matches ${project.name} (${project.category}) by name only, and its name is a word of the trade that other projects' names start with`;
      const doubt = whenOrWhereDoubt(record, project);
      if (doubt) return doubt;
    }
    const kind = protocolKindOf(record.kindText);
    if (kind && project.category && OTHER_KIND_CATEGORIES.has(project.category)) {
      return `a ${kind} protocol's record matches ${project.name} (${project.category}) by name only: another kind of project`;
    }
    if (
      record.chain &&
      project.chains.length === 0 &&
      project.category &&
      NAME_ONLY_CATEGORIES.has(project.category)
    ) {
      return `matches ${project.name} (${project.category}) by name only, and no chain of it is known to agree with ${record.chain}`;
    }
    // A project known by its names only (no chain, website or contract): an exploit of that name may be another
    // project's (the Pandora that PeckShield audited in 2022 is not the Pandora token drained in 2024).
    if (record.isIncident && !project.chains.length && !project.addresses.length && !project.domain) {
      return `an incident matches ${project.name} by name only, and nothing else of it is known (no chain, website or contract) to tell it from another project of that name`;
    }
    return null;
  }
}

/**
 * Why a token or wallet known by its name only cannot be the project of a record: the record is older than the
 * project can be (a 2021 audit of Mochi is not of the Mochi token on Base), or names an ecosystem in which none of
 * the project's chains lies (an audit of Prism on Terra is not of the PRISM token on Solana); null otherwise.
 */
function whenOrWhereDoubt(record: RecordKeys, project: ProjectKeys): string | null {
  const first = firstKnownDateOf(project);
  // By month: a source may date an audit by its month only, and a launch is known by its month here.
  if (record.date && first && record.date.slice(0, 7) < first.slice(0, 7)) {
    return `matches ${project.name} (${project.category}) by name only, but the record (${record.date}) is older than its first known date (${first})`;
  }
  const ecosystems = ecosystemsOf([record.name, ...(record.fullNames ?? [])]);
  const isInEcosystem = (chain: string) =>
    ecosystems.some((ecosystem) => ecosystemChains.get(ecosystem)?.has(chainKey(chain)));
  if (ecosystems.length && project.chains.length && !project.chains.some(isInEcosystem)) {
    return `matches ${project.name} (${project.category}) by name only, but the record names ${ecosystems.join(' and ')} and the project is on ${project.chains.join(', ')}`;
  }
  return null;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function isChainConsistent(chain: string | null, projectChains: readonly string[]): boolean {
  if (!chain || projectChains.length === 0) return true;
  const wanted = chainKey(chain);
  return projectChains.some((candidate) => chainKey(candidate) === wanted);
}
