import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_PROJECT_ALIASES,
  MAX_PROJECT_SOURCES,
  type ProjectRecord,
} from '../../../src/contracts/imports';
import { coreName, isNameWithSuffixes, nameKey, nameWords } from '../../../src/lib/project-names';
import { slugify } from '../../../src/lib/slug';
import { catalogueIndex } from '../../../src/server/imports/catalogue-index';
import { auditKeys } from '../../../src/server/imports/match-project';
import type { DataBuild } from '../data-build';
import { byCodeUnits } from '../lib/render';

// The projects the audit firms name that the catalogue lacks (data/projects/audited.json): one record per project
// that a firm's portfolio names and that no catalogue project answers to, so that its audits have a project page.
// Read from what the other builds made (data/protocols.json and data/audits/): the firm's words are the project's
// name; nothing else of it is known but the website an index links, so it is filed under Other, on no known chain,
// and rated only on the evidence its audits give. A name that starts like a listed project's is left out: it may
// be that project's, and the importer leaves such an audit for staff review rather than guess.

export const AUDITED_SOURCE = 'rampart/audited-projects';

type CatalogueProject = Pick<ProjectRecord, 'slug' | 'name' | 'aliases' | 'category' | 'url' | 'chains' | 'symbol'> & {
  readonly addresses: Readonly<Record<string, string>>;
};

export interface AuditedAudit {
  readonly project: string;
  readonly title: string | null;
  readonly projectUrl: string | null;
  readonly auditor: string;
  readonly date: string;
  readonly reportUrl: string | null;
  readonly slug: string;
  readonly protocolSlug?: string | null;
  readonly source: string;
}

export interface AuditedInput {
  readonly catalogue: readonly CatalogueProject[];
  /** Every audit of data/audits/, its files in name order. */
  readonly audits: readonly AuditedAudit[];
}

// Words a firm's file names add to the project's: what the document is, not whose.
const DOCUMENT_WORDS = new Set([
  'audit',
  'audits',
  'report',
  'reports',
  'contest',
  'security',
  'review',
  'reviews',
  'final',
  'fix',
  'best',
  'efforts',
  'update',
  'updated',
  'upd',
  'public',
  'assessment',
  'smart',
  'contract',
  'contracts',
  'and',
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december'],
]);
const VERSION = /^(v\d*|\d+)$/i;
const FUNCTION_WORDS = new Set(['on', 'of', 'the', 'and', 'for', 'with', 'to', 'in', 'by']);

/**
 * The project's name in a firm's words, without what the file name adds: the firm's own name (`UPD hexens kerne`
 * is kerne), a leading `Audit Report –` or report number (`NM 0379 PRIVADO iD`), and leading or trailing words that
 * say what the document is or its version (`Cork Best Efforts Audit Contest Report` is Cork, `Yieldly Finance
 * Bridge Ethereum v 1 1` keeps its words but the version). A name written all in capitals keeps its short words
 * (acronyms) and capitalises the others. Null when nothing of a name is left.
 */
export function auditedName(project: string, auditor: string): string | null {
  const firm = new Set(nameWords(auditor));
  let words = project
    .replace(/^\s*audit\s+report\s*[–—-]\s*/i, '')
    // Nethermind's report numbers: `NM 0530 LIDO Accounting ZK Oracle`, `NM 0411 0491 Review World Rollup Boost`.
    .replace(/^\s*NM(?:\s+\d{3,4})+\s+/, '')
    .split(/\s+/)
    .filter(Boolean)
    .filter((word) => !firm.has(word.toLowerCase()) && word.toLowerCase() !== 'upd');
  while (words.length > 1 && DOCUMENT_WORDS.has(words[0]!.toLowerCase())) words = words.slice(1);
  while (words.length > 1) {
    const last = words[words.length - 1]!.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!DOCUMENT_WORDS.has(last) && !VERSION.test(last) && last !== '') break;
    words = words.slice(0, -1);
  }
  if (words.length === 1 && DOCUMENT_WORDS.has(words[0]!.toLowerCase())) return null;
  let name = words.join(' ').replace(/[\s,;:–—-]+$/, '').trim();
  if (/[A-Z]/.test(name) && name === name.toUpperCase())
    name = name
      .split(' ')
      .map((word) =>
        FUNCTION_WORDS.has(word.toLowerCase())
          ? word.toLowerCase()
          : word.length > 3
            ? word[0] + word.slice(1).toLowerCase()
            : word,
      )
      .join(' ');
  return nameKey(name).length >= 2 ? name : null;
}

/**
 * Whether the site an index links beside a project is the project's own: its domain is the name's first word
 * (`ston.fi` for STON.fi DEX, `recall.network` for Recall Network). An index may link the client instead (Kolibri,
 * reviewed for the Tezos Foundation, links tezos.foundation), which is no website of the project.
 */
export function isOwnSite(url: string, name: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return false;
  }
  const label = nameKey(host.split('.')[0] ?? '');
  const words = nameWords(name);
  return label.length >= 3 && (label === words[0] || nameKey(name).startsWith(label));
}

/**
 * The keys a listed project answers to: its names and other names, whole and by their core, and the first word of
 * its name (`argent x`: a name starting with Argent may be its).
 */
function listedKeys(catalogue: readonly CatalogueProject[]): Set<string> {
  const keys = new Set<string>();
  for (const project of catalogue) {
    for (const name of [project.name, ...(project.aliases ?? [])]) {
      const key = nameKey(name);
      if (key.length < 3) continue;
      keys.add(key);
      const core = coreName(name);
      if (core) keys.add(core);
    }
    const [first] = nameWords(project.name);
    if (first && first.length >= 4) keys.add(first);
  }
  return keys;
}

interface Group {
  key: string;
  /** The name's words as the firm separates them (`DFINITY Consensus`: dfinity, consensus). */
  tokens: string[];
  readonly spellings: Map<string, number>;
  readonly originals: Set<string>;
  readonly urls: string[];
  readonly sources: Set<string>;
}

const tokensOf = (name: string) => name.split(/\s+/).map(nameKey).filter(Boolean);

// Plain words that the firms' names for unrelated projects start with (`Yield Basis` and `Yield Protocol`,
// `Onchain Heroes` and `Onchain Pass`): a project named by one of them alone takes in only its own name followed by
// words such as Protocol or Finance, never another's product.
const PLAIN_WORDS = new Set([
  'blend',
  'button',
  'catalyst',
  'cooler',
  'index',
  'magma',
  'native',
  'onchain',
  'parallel',
  'passport',
  'rabbit',
  'relay',
  'shift',
  'size',
  'summon',
  'surge',
  'swing',
  'warp',
  'yield',
]);

/**
 * Names that extend another's by words (`DFINITY Consensus`, `Parity Fether`) are that project's products: one
 * project, as the matcher reads a fuller name as the project it starts with.
 */
function mergeFamilies(groups: Map<string, Group>): Group[] {
  const byTokens = new Map<string, Group>();
  const merged: Group[] = [];
  for (const group of [...groups.values()].sort(
    (a, b) => a.tokens.length - b.tokens.length || byCodeUnits(a.key, b.key),
  )) {
    let base: Group | undefined;
    for (let count = 1; count < group.tokens.length && !base; count += 1) {
      const candidate = byTokens.get(group.tokens.slice(0, count).join(' '));
      const isSameName = [...group.spellings.keys()].some((name) => isNameWithSuffixes(name, candidate?.key ?? ''));
      if (candidate && (!(count === 1 && PLAIN_WORDS.has(candidate.tokens[0]!)) || isSameName)) base = candidate;
    }
    if (!base) {
      byTokens.set(group.tokens.join(' '), group);
      merged.push(group);
      continue;
    }
    for (const spelling of group.spellings.keys()) base.originals.add(spelling);
    for (const original of group.originals) base.originals.add(original);
    base.urls.push(...group.urls);
    for (const source of group.sources) base.sources.add(source);
  }
  return merged;
}

function recordOf(group: Group, name: string): ProjectRecord {
  const aliases = [...new Set([...group.spellings.keys(), ...group.originals])]
    .filter((alias) => nameKey(alias) !== nameKey(name))
    .sort(byCodeUnits);
  const sources = [AUDITED_SOURCE, ...[...group.sources].sort(byCodeUnits)];
  // The importer's limits: a name or a firm dropped to fit would unlink an audit or lose a credit, so the build
  // stops instead, naming the project.
  if (aliases.length > MAX_PROJECT_ALIASES || sources.length > MAX_PROJECT_SOURCES)
    throw new Error(`${name}: ${aliases.length} other names and ${sources.length} sources, over the importer's limits`);
  return {
    name,
    slug: slugify(name),
    symbol: null,
    category: 'Other',
    aliases,
    chains: [],
    url: [...group.urls].sort(byCodeUnits)[0] ?? null,
    twitter: null,
    github: null,
    description: null,
    marketCapRank: null,
    geckoId: null,
    logo: null,
    addresses: {},
    sources,
    licence: null,
  };
}

/** The projects named by the audits that no catalogue project answers to, by name. */
export function auditedProjects({ catalogue, audits }: AuditedInput): ProjectRecord[] {
  const { index, ids } = catalogueIndex(catalogue);
  const listed = listedKeys(catalogue);
  const taken = new Set([...catalogue.map((project) => project.slug), ...ids]);
  const groups = new Map<string, Group>();
  const baseMatches = audits.map((audit) => index.match(auditKeys(audit)));
  for (const [position, audit] of audits.entries()) {
    if (baseMatches[position]!.kind !== 'none') continue;
    const name = auditedName(audit.project, audit.auditor);
    if (!name) continue;
    const words = nameWords(name);
    const key = coreName(name) ?? nameKey(name);
    // Starts like a listed project (`Argent Account on Starknet`, `Liquid Collective`): maybe its, so not a new one.
    if (listed.has(key) || listed.has(nameKey(name)) || (words[0] && listed.has(words[0]))) continue;
    const group = groups.get(key) ?? {
      key,
      tokens: tokensOf(name),
      spellings: new Map<string, number>(),
      originals: new Set<string>(),
      urls: [],
      sources: new Set<string>(),
    };
    group.spellings.set(name, (group.spellings.get(name) ?? 0) + 1);
    group.originals.add(audit.project.trim());
    if (audit.projectUrl && isOwnSite(audit.projectUrl, name)) group.urls.push(audit.projectUrl);
    group.sources.add(audit.source);
    groups.set(key, group);
  }
  let records: ProjectRecord[] = [];
  for (const group of mergeFamilies(groups)) {
    // The spelling the firms use most; a tie goes to one in mixed case that starts with a capital (`Royco`, not
    // `ROYCO` or `royco`), then to the first by code units.
    const plainness = (name: string) => Number(name === name.toUpperCase()) + Number(!/^[A-Z0-9]/.test(name));
    const [name] = [...group.spellings.entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || plainness(a) - plainness(b) || byCodeUnits(a, b))
      .map(([spelling]) => spelling) as [string];
    const slug = slugify(name);
    if (!slug || taken.has(slug)) continue;
    taken.add(slug);
    records.push(recordOf(group, name));
  }
  // What the importer will make of them: a project that no audit would link to is none, and none may take an audit
  // from the catalogue project it links to today (`PolygonID` would send Polygon's audit titled POLYGON ID to
  // review). Each round leaves those out, until none is left to.
  for (let round = 0; round < 10; round += 1) {
    const combined = catalogueIndex([...catalogue, ...records]);
    const linked = new Set<string>();
    const spoilers = new Set<string>();
    for (const [position, audit] of audits.entries()) {
      const before = baseMatches[position]!;
      const after = combined.index.match(auditKeys(audit));
      if (after.kind === 'linked') linked.add(after.projectId);
      if (before.kind === 'linked' && (after.kind !== 'linked' || after.projectId !== before.projectId)) {
        const key = nameKey(audit.project);
        for (const record of records) if (nameKey(record.name).startsWith(key)) spoilers.add(record.slug);
        if (after.kind === 'review') for (const id of after.candidateIds) spoilers.add(id);
      }
    }
    const kept = records.filter((record) => linked.has(record.slug) && !spoilers.has(record.slug));
    if (kept.length === records.length) break;
    records = kept;
  }
  return records.sort((a, b) => byCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()) || byCodeUnits(a.slug, b.slug));
}

export const auditedCatalogue: DataBuild<AuditedInput> = {
  name: 'audited-projects',
  output: 'projects/audited.json',
  repo: null,
  commit: 'data/protocols.json and data/audits/ of this repository',
  read: ({ dataDir }) => {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as unknown[];
    const auditFiles = fs
      .readdirSync(path.join(dataDir, 'audits'))
      .filter((file) => file.endsWith('.json'))
      .sort(byCodeUnits);
    return {
      catalogue: read('protocols.json') as CatalogueProject[],
      audits: auditFiles.flatMap((file) => read(path.join('audits', file)) as AuditedAudit[]),
    };
  },
  parse: auditedProjects,
};
