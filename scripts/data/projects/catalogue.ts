import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_CATEGORIES, type ProjectCategory } from '../../../src/contracts/project-categories';
import type { DataBuild } from '../data-build';
import { byCodeUnits } from '../lib/render';
import {
  CURATED_SOURCE,
  isTestNetwork,
  L2_NETWORKS,
  MERGES,
  NEW_PROJECTS,
  PATCHES,
  type ProjectFacts,
} from './curated';

// The project catalogue (data/protocols.json): the records of the first catalogue, built from npm
// @web3icons/common@0.11.51, ethereum-lists/tokens and npm cryptocurrency-icons (data/README.md), as this
// repository first published them at BASE_COMMIT, with what scripts/data/projects/curated.ts adds: one record per
// project (a chain and its coin, a protocol and its tokens merged), the categories a researcher filters by, the
// other names each project is known by, websites, and the projects the data sets lack. Test networks are left out.

export const BASE_COMMIT = 'de3d6dbaa5c8beff6b2c75546376eb056e1459bc';
const BASE_FILE = 'data/protocols.json';

export interface BaseProject {
  readonly name: string;
  readonly slug: string;
  readonly symbol: string | null;
  readonly category: string;
  readonly chains: readonly string[];
  readonly url: string | null;
  readonly twitter: string | null;
  readonly github: string | null;
  readonly description: string | null;
  readonly geckoId: string | null;
  readonly marketCapRank: number | null;
  readonly logo: string | null;
  readonly color: string | null;
  readonly addresses: Readonly<Record<string, string>>;
  readonly sources: readonly string[];
  readonly chainId?: number;
  readonly networkLogo?: string;
  readonly exchangeLogo?: string;
}

export interface CatalogueInput {
  readonly base: readonly BaseProject[];
  /**
   * An excerpt of the base (a test's recorded input): curated facts of records it does not hold are passed over.
   * On the whole base, a fact about a record that is not there stops the build.
   */
  readonly isExcerpt?: boolean;
}

type Project = Omit<BaseProject, 'category'> & { category: ProjectCategory; aliases: string[] };

const MAX_ADDRESSES = 8;
const unique = <T>(values: readonly T[]) => [...new Set(values)];
const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The category of a base record before the curated facts: its kind, networks by layer. */
function baseCategory(project: BaseProject): ProjectCategory {
  if (project.category === 'Chain') return L2_NETWORKS.has(project.slug) ? 'L2' : 'L1';
  if ((PROJECT_CATEGORIES as readonly string[]).includes(project.category))
    return project.category as ProjectCategory;
  return 'Token';
}

/** One record of several: the first's facts, completed by the others', their names kept as aliases. */
function merge(records: readonly Project[]): Project {
  const [first, ...others] = records as [Project, ...Project[]];
  const addresses: Record<string, string> = { ...first.addresses };
  for (const other of others)
    for (const [chain, address] of Object.entries(other.addresses))
      if (!(chain in addresses) && Object.keys(addresses).length < MAX_ADDRESSES) addresses[chain] = address;
  const pick = <K extends keyof Project>(key: K) =>
    records.map((record) => record[key]).find((value) => value !== null && value !== undefined) ?? null;
  const ranks = records.map((record) => record.marketCapRank).filter((rank): rank is number => rank !== null);
  const merged: Project = {
    ...first,
    symbol: pick('symbol'),
    chains: unique(records.flatMap((record) => record.chains)),
    url: pick('url'),
    twitter: pick('twitter'),
    github: pick('github'),
    geckoId: pick('geckoId'),
    marketCapRank: ranks.length ? Math.min(...ranks) : null,
    logo: pick('logo'),
    color: pick('color'),
    addresses,
    sources: unique(records.flatMap((record) => record.sources)),
    aliases: unique([...first.aliases, ...others.flatMap((other) => [other.name, ...other.aliases])]),
  };
  for (const key of ['chainId', 'networkLogo', 'exchangeLogo'] as const) {
    const value = pick(key);
    if (value !== null) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

function withFacts(project: Project, facts: ProjectFacts): Project {
  const name = facts.name ?? project.name;
  const aliases = unique([...(name !== project.name ? [project.name] : []), ...project.aliases, ...(facts.aliases ?? [])]);
  return {
    ...project,
    name,
    symbol: facts.symbol ?? project.symbol,
    category: facts.category ?? project.category,
    url: facts.url ?? project.url,
    logo: project.logo ?? (facts.icon ? iconPath(facts.icon) : null),
    aliases: aliases.filter((alias) => normalised(alias) !== normalised(name)),
    sources: unique([...project.sources, CURATED_SOURCE]),
  };
}

const iconPath = (ticker: string) => `@web3icons/core/svgs/tokens/branded/${ticker}.svg.js`;

function newProject(slug: string, facts: (typeof NEW_PROJECTS)[string]): Project {
  return withFacts(
    {
      name: facts.name,
      slug,
      symbol: facts.symbol ?? null,
      category: facts.category,
      chains: [...(facts.chains ?? [])],
      url: facts.url,
      twitter: null,
      github: null,
      description: null,
      geckoId: null,
      marketCapRank: null,
      logo: null,
      color: null,
      addresses: {},
      sources: [],
      aliases: [],
    },
    facts,
  );
}

/** The catalogue: the base records merged, filed and completed, then sorted by market-cap rank and name. */
export function catalogueRecords({ base, isExcerpt = false }: CatalogueInput): Project[] {
  const bySlug = new Map<string, Project>();
  for (const record of base) {
    if (isTestNetwork(record.slug, record.name)) continue;
    bySlug.set(record.slug, { ...record, category: baseCategory(record), aliases: [] });
  }
  for (const [slug, facts] of Object.entries(NEW_PROJECTS)) {
    if (bySlug.has(slug)) throw new Error(`${slug} is listed already: give its facts as a patch`);
    bySlug.set(slug, newProject(slug, facts));
  }
  for (const [keep, ...others] of MERGES) {
    const records = [keep, ...others].map((slug) => bySlug.get(slug));
    if (records.some((record) => !record)) {
      if (isExcerpt) continue;
      throw new Error(`merge ${[keep, ...others].join(' + ')}: not all listed`);
    }
    for (const slug of others) bySlug.delete(slug);
    bySlug.set(keep, merge(records as Project[]));
  }
  for (const [slug, facts] of Object.entries(PATCHES)) {
    const project = bySlug.get(slug);
    if (!project) {
      if (isExcerpt) continue;
      throw new Error(`patch of ${slug}: not listed`);
    }
    bySlug.set(slug, withFacts(project, facts));
  }
  const projects = [...bySlug.values()].map(({ aliases, ...project }) => ({
    ...project,
    aliases: [...aliases].sort(byCodeUnits),
  }));
  return projects.sort(
    (a, b) =>
      (a.marketCapRank ?? Number.MAX_SAFE_INTEGER) - (b.marketCapRank ?? Number.MAX_SAFE_INTEGER) ||
      byCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()) ||
      byCodeUnits(a.slug, b.slug),
  );
}

export const catalogue: DataBuild<CatalogueInput> = {
  name: 'projects',
  output: 'protocols.json',
  repo: null,
  commit: BASE_COMMIT,
  // The base is this repository's own first catalogue, read from its history.
  read: () => ({
    base: JSON.parse(
      execFileSync('git', ['-C', path.resolve(__dirname, '..', '..', '..'), 'show', `${BASE_COMMIT}:${BASE_FILE}`], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as BaseProject[],
  }),
  parse: catalogueRecords,
};
