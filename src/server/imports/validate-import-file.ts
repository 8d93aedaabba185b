import 'server-only';
import path from 'node:path';
import {
  importRecordSchemas,
  type AuditRecord,
  type FactsRecord,
  type ImportKind,
  type IncidentRecord,
  type MarketRecord,
  type MonitoringRecord,
  type ProjectRecord,
  type TokenRecord,
} from '@/contracts/imports';
import { dataSourceById } from '@/config/data-sources';
import { readImportFile, type RawRecord } from './read-import-file';

export interface RecordOf {
  projects: ProjectRecord;
  incidents: IncidentRecord;
  audits: AuditRecord;
  tokens: TokenRecord;
  markets: MarketRecord;
  monitoring: MonitoringRecord;
  facts: FactsRecord;
}

/** A record that failed validation: where it is, what it is called, and why. */
export interface InvalidRecord {
  readonly file: string;
  readonly position: number;
  readonly key: string | null;
  readonly reason: string;
}

export interface ValidatedFile<K extends ImportKind = ImportKind> {
  readonly kind: K;
  readonly file: string;
  readonly total: number;
  readonly records: { readonly record: RecordOf[K]; readonly licence: string; readonly position: number }[];
  readonly invalid: InvalidRecord[];
}

/** The natural key of each kind of record: a second record with the same key in one file is refused. */
export function naturalKey<K extends ImportKind>(kind: K, record: RecordOf[K]): string {
  switch (kind) {
    case 'projects':
      return (record as ProjectRecord).slug;
    case 'incidents':
      return (record as IncidentRecord).id;
    case 'audits': {
      const audit = record as AuditRecord;
      return `${audit.slug}:${audit.date}:${reportKeyOf(audit.reportUrl ?? audit.links[0] ?? '')}`;
    }
    case 'markets':
      return (record as MarketRecord).geckoId;
    case 'monitoring':
    case 'facts':
      // One snapshot per project and file.
      return (record as MonitoringRecord | FactsRecord).project;
    default: {
      const token = record as TokenRecord;
      return `${token.chainId}:${token.address.toLowerCase()}`;
    }
  }
}

/**
 * A report's link without the revision it was read at: a file of a GitHub repository is the same report whether
 * the link names the commit the data set was built from or the branch a refresh read.
 */
export function reportKeyOf(url: string): string {
  return url.replace(/(https:\/\/github\.com\/[^/]+\/[^/]+\/(?:blob|raw|tree))\/[^/]+\//gi, '$1/-/');
}

// A readable name of a raw record for the report, taken before validation (it may be what is broken).
function rawName(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const fields = value as Record<string, unknown>;
  for (const name of ['id', 'slug', 'geckoId', 'project', 'name', 'address']) {
    if (typeof fields[name] === 'string' && fields[name]) return fields[name];
  }
  return null;
}

/** The licence of a record: its own, else the licence of its known data set(s); null when unknown. */
function licenceOf(kind: ImportKind, record: RecordOf[ImportKind]): string | null {
  if (record.licence) return record.licence;
  // A record built from several data sets names them joined by '+' ("ethereum-lists/tokens+@metamask/...").
  const sources = (
    kind === 'projects' ? (record as ProjectRecord).sources : [(record as { source: string }).source]
  )
    .flatMap((source) => source.split('+'))
    .map((source) => source.trim());
  const licences = sources.map((source) => dataSourceById.get(source)?.licence ?? null);
  if (licences.some((licence) => licence === null)) return null;
  return [...new Set(licences)].join(' + ');
}

/** Reads one file and validates every record with its zod schema, keeping the good and naming the bad. */
export async function validateImportFile<K extends ImportKind>(
  kind: K,
  file: string,
): Promise<ValidatedFile<K>> {
  return validateImportRecords(kind, path.basename(file), await readImportFile(kind, file));
}

/**
 * Validates raw records of one kind, wherever they were read from (a file, or a public source's answer that the
 * refresh turned into records), under the name the report gives them.
 */
export function validateImportRecords<K extends ImportKind>(
  kind: K,
  name: string,
  raw: readonly RawRecord[],
): ValidatedFile<K> {
  const schema = importRecordSchemas[kind];
  const seen = new Set<string>();
  const records: ValidatedFile<K>['records'] = [];
  const invalid: InvalidRecord[] = [];
  for (const { position, value } of raw) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'record';
      invalid.push({
        file: name,
        position,
        key: rawName(value),
        reason: `${field}: ${issue?.message ?? 'invalid'}`,
      });
      continue;
    }
    const record = parsed.data as RecordOf[K];
    const key = naturalKey(kind, record);
    if (seen.has(key)) {
      invalid.push({ file: name, position, key, reason: `duplicate of an earlier record (${key})` });
      continue;
    }
    seen.add(key);
    const licence = licenceOf(kind, record);
    if (!licence) {
      invalid.push({
        file: name,
        position,
        key,
        reason: 'licence: unknown data set; give the licence of the record in a licence field',
      });
      continue;
    }
    records.push({ record, licence, position });
  }
  return { kind, file: name, total: raw.length, records, invalid };
}
