import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_KINDS, type ImportKind } from '@/contracts/imports';
import { parseCsv } from '@/lib/csv';

/** One raw record of a file and where it stands there, for reports ("incidents.json record 12"). */
export interface RawRecord {
  readonly position: number;
  readonly value: unknown;
}

// How the CSV equivalent spells the fields that are not plain text (docs/data-import.md). Monitoring figures and
// project facts are nested records: they come as JSON only.
type CsvType = 'number' | 'boolean' | 'list' | 'map';
const CSV_TYPES: Partial<Record<ImportKind, Record<string, CsvType>>> = {
  projects: { chains: 'list', marketCapRank: 'number', addresses: 'map', sources: 'list' },
  incidents: { lossUsd: 'number', references: 'list', attackTxs: 'list', addresses: 'list' },
  audits: { fixReview: 'boolean', links: 'list', addresses: 'list' },
  tokens: { chainId: 'number', decimals: 'number', deprecated: 'boolean' },
  markets: { marketCapRank: 'number', marketCapUsd: 'number' },
};

const LIST_SEPARATOR = '|';

function csvValue(cell: string, type: CsvType | undefined): unknown {
  if (cell.trim() === '') return type === 'list' ? [] : type === 'map' ? {} : null;
  switch (type) {
    case 'number':
      // Not a number stays text, so that validation names the field instead of reading it as null.
      return /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(cell) ? Number(cell) : cell;
    case 'boolean':
      return cell.trim() === 'true' ? true : cell.trim() === 'false' ? false : cell;
    case 'list':
      return cell.split(LIST_SEPARATOR).map((item) => item.trim());
    case 'map':
      return Object.fromEntries(
        cell.split(LIST_SEPARATOR).map((pair) => {
          const at = pair.indexOf('=');
          return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        }),
      );
    default:
      return cell;
  }
}

/** Reads a JSON array or a CSV file (with a header row of field names) into raw records. */
export async function readImportFile(kind: ImportKind, file: string): Promise<RawRecord[]> {
  const content = await fs.readFile(file, 'utf8');
  if (path.extname(file).toLowerCase() === '.csv') {
    const types = CSV_TYPES[kind];
    if (!types) throw new ImportFileError(file, `holds ${kind} records, which are imported from JSON only`);
    const [header, ...rows] = parseCsv(content);
    if (!header) return [];
    return rows.map((cells, index) => ({
      // Position 1 is the first record, on the line after the header.
      position: index + 1,
      value: Object.fromEntries(
        header.map((name, column) => [name.trim(), csvValue(cells[column] ?? '', types[name.trim()])]),
      ),
    }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw new ImportFileError(file, `is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new ImportFileError(file, 'must hold a JSON array of records');
  return parsed.map((value: unknown, index) => ({ position: index + 1, value }));
}

export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${path.basename(file)} ${reason}`);
    this.name = 'ImportFileError';
  }
}

/**
 * The files of a data-set folder, by kind: data/ names projects `protocols.json`. A kind may also be a folder of
 * files (`audits/`, one file per source, so that each keeps its own licence): every JSON or CSV file in it, by name.
 */
export async function findImportFiles(folder: string): Promise<{ kind: ImportKind; file: string }[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  const folders = new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name));
  const candidates: Record<ImportKind, string[]> = {
    projects: ['protocols', 'projects'],
    tokens: ['tokens'],
    incidents: ['incidents'],
    audits: ['audits'],
    markets: ['markets'],
    monitoring: ['monitoring'],
    facts: ['facts'],
  };
  const found: { kind: ImportKind; file: string }[] = [];
  // In the import's order: projects first, as the other kinds link to them.
  for (const kind of IMPORT_KINDS) {
    const name = candidates[kind]
      .flatMap((base) => [`${base}.json`, `${base}.csv`])
      .find((candidate) => names.has(candidate));
    if (name) found.push({ kind, file: path.join(folder, name) });
    for (const base of candidates[kind].filter((candidate) => folders.has(candidate))) {
      const files = (await fs.readdir(path.join(folder, base)))
        .filter((file) => /\.(json|csv)$/i.test(file))
        .sort();
      found.push(...files.map((file) => ({ kind, file: path.join(folder, base, file) })));
    }
  }
  if (found.length === 0) throw new ImportFileError(folder, 'holds no data-set file');
  return found;
}
