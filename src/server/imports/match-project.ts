import 'server-only';

/** What the importer knows of a project when it looks for the project of an incident or audit. */
export interface ProjectKeys {
  readonly id: string;
  readonly importKey: string | null;
  readonly name: string;
  readonly domain: string | null;
  readonly chains: readonly string[];
  readonly addresses: readonly string[];
}

/** What an incident or audit says about its project. */
export interface RecordKeys {
  readonly name: string;
  /** Slugs of the source's own name (`projectSlug`, an audit's `slug`). */
  readonly slugs: readonly string[];
  /** The data set's own best-effort match (`protocolSlug`): a hint, never enough alone. */
  readonly hintSlug: string | null;
  readonly domain: string | null;
  readonly chain: string | null;
  readonly addresses: readonly string[];
}

export type MatchResult =
  | { readonly kind: 'linked'; readonly projectId: string; readonly by: string }
  | { readonly kind: 'review'; readonly candidateIds: readonly string[]; readonly reason: string }
  | { readonly kind: 'none' };

export const normaliseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

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

/** Finds projects by id, import key, name, domain and contract address (built once per import). */
export class ProjectIndex {
  private readonly bySlug = new Map<string, ProjectKeys>();
  private readonly byName = new Map<string, ProjectKeys[]>();
  private readonly byDomain = new Map<string, ProjectKeys[]>();
  private readonly byAddress = new Map<string, ProjectKeys[]>();

  constructor(projects: Iterable<ProjectKeys>) {
    for (const project of projects) {
      this.bySlug.set(project.id, project);
      if (project.importKey) this.bySlug.set(project.importKey, project);
      push(this.byName, normaliseName(project.name), project);
      if (project.domain) push(this.byDomain, project.domain, project);
      for (const address of project.addresses) push(this.byAddress, address.toLowerCase(), project);
    }
  }

  has(id: string): boolean {
    return this.bySlug.has(id);
  }

  /**
   * A project is linked only on strong evidence that points at exactly one project: the same slug, the same
   * name, one of its contract addresses, or its website's domain together with a name that starts alike; and
   * the incident's chain, when both sides name chains, must be one of the project's. Anything less goes to
   * staff review: a wrong link would put another project's incident into its score.
   */
  match(record: RecordKeys): MatchResult {
    const strong = new Map<string, { project: ProjectKeys; by: string }>();
    const weak = new Set<string>();
    const add = (project: ProjectKeys, by: string) => {
      if (!strong.has(project.id)) strong.set(project.id, { project, by });
    };
    for (const slug of record.slugs) {
      const project = this.bySlug.get(slug);
      if (project) add(project, 'slug');
    }
    const name = normaliseName(record.name);
    if (name) for (const project of this.byName.get(name) ?? []) add(project, 'name');
    for (const address of record.addresses) {
      for (const project of this.byAddress.get(address.toLowerCase()) ?? []) add(project, 'address');
    }
    if (record.domain) {
      const firstWord = normaliseName(record.name.split(/[\s_/-]+/)[0] ?? '');
      for (const project of this.byDomain.get(record.domain) ?? []) {
        const projectFirst = normaliseName(project.name.split(/[\s_/-]+/)[0] ?? '');
        if (firstWord && firstWord === projectFirst) add(project, 'domain');
        else weak.add(project.id);
      }
    }
    if (record.hintSlug) {
      const hinted = this.bySlug.get(record.hintSlug);
      if (hinted && !strong.has(hinted.id)) weak.add(hinted.id);
    }

    if (strong.size > 1) {
      return {
        kind: 'review',
        candidateIds: [...strong.keys()].sort(),
        reason: `matches ${strong.size} projects`,
      };
    }
    const [only] = strong.values();
    if (only) {
      if (!isChainConsistent(record.chain, only.project.chains)) {
        return {
          kind: 'review',
          candidateIds: [only.project.id],
          reason: `matches by ${only.by}, but ${record.chain} is not one of the project's chains`,
        };
      }
      return { kind: 'linked', projectId: only.project.id, by: only.by };
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
