import fs from 'node:fs';
import path from 'node:path';

/** The real public data sets the repository ships (data/): what a first start imports. */
export const REAL_DATA_DIR = path.resolve(__dirname, '..', '..', 'data');

export interface RealProject {
  readonly name: string;
  readonly slug: string;
  readonly symbol: string | null;
  readonly category: string;
  readonly chains: string[];
  readonly logo: string | null;
  readonly marketCapRank: number | null;
  readonly addresses: Record<string, string>;
}
export interface RealIncident {
  readonly id: string;
  readonly date: string;
  readonly project: string;
  readonly protocolSlug: string | null;
  readonly referenceUrl: string;
}
export interface RealAudit {
  readonly project: string;
  readonly auditor: string;
  readonly date: string;
  readonly reportUrl: string | null;
  readonly links: string[];
  readonly slug: string;
}
export interface RealToken {
  readonly chainId: number;
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
}

const cache = new Map<string, unknown[]>();
function read<T>(file: string): T[] {
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, file), 'utf8')));
  return cache.get(file) as T[];
}

/** The project files: the catalogue, then the files of data/projects/ (the projects only audits name), by name. */
export const REAL_PROJECT_FILES = [
  'protocols.json',
  ...fs
    .readdirSync(path.join(REAL_DATA_DIR, 'projects'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join('projects', file)),
];
export const realProjects = () => REAL_PROJECT_FILES.flatMap((file) => read<RealProject>(file));
/** The catalogue alone (data/protocols.json): the projects the open lists and curated facts give. */
export const realCatalogue = () => read<RealProject>('protocols.json');
export const realIncidents = () => read<RealIncident>('incidents.json');
/** The audit files of data/audits/, one per source, by file name. */
export const REAL_AUDIT_FILES = fs
  .readdirSync(path.join(REAL_DATA_DIR, 'audits'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => path.join('audits', file));
export const realAudits = () => REAL_AUDIT_FILES.flatMap((file) => read<RealAudit>(file));
export const realTokens = () => read<RealToken>('tokens.json');

/** The synthetic records of the panels that no public data set feeds (see its README). */
export const SYNTHETIC_DATA_DIR = path.resolve(__dirname, 'synthetic-data');
