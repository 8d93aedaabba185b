import type { FindingCounts } from '../../../src/contracts/imports';
import type { CatalogueName } from '../../../src/lib/project-names';
import { slugify } from '../../../src/lib/slug';
import type { GitSnapshot } from '../lib/git-snapshot';
import { byCodeUnits } from '../lib/render';

// An audit firm's public portfolio in its own Git repository: the report files it publishes there, the day each
// was added, and the index (README) where the firm keeps one. The build reads these facts from a local copy of the
// repository; `parse` turns them into audit records of the import format (src/contracts/imports.ts). Only facts
// are read (names, dates, paths, counts a firm states in its index): no report text is copied.

export interface PortfolioFile {
  readonly path: string;
  /** The day the file was first added to the repository, YYYY-MM-DD. */
  readonly added: string;
}

/** What the build reads of one portfolio: the small input that `parse` turns into records. */
export interface PortfolioInput {
  readonly commit: string;
  readonly files: readonly PortfolioFile[];
  /** The firm's own index of its reports (README.md and the like), by path, where it keeps one. */
  readonly index: Readonly<Record<string, string>>;
  /** Names of the projects of the catalogue (data/protocols.json), with their aliases: see `projectNamed`. */
  readonly projects: readonly CatalogueName[];
}

export type { CatalogueName } from '../../../src/lib/project-names';
export { ProjectNames, projectOf } from '../../../src/lib/project-names';

/** One audit as a portfolio states it, before it becomes a record. */
export interface PortfolioEntry {
  /** The project as the firm names it (a folder, the leading words of a report's name). */
  readonly project: string;
  /** What was reviewed, as the report's name or the index says it; null when nothing more than the project. */
  readonly title: string | null;
  /** YYYY-MM-DD or YYYY-MM: as precise as the source is. */
  readonly date: string;
  /** The report's path in the repository (linked at the commit read), or its own address elsewhere. */
  readonly report: string;
  readonly projectUrl?: string | null;
  readonly findings?: FindingCounts | null;
  readonly fixReview?: boolean;
}

export interface PortfolioSource {
  /** The `source` string of the records: the repository, `owner/name`. */
  readonly id: string;
  readonly firm: string;
  readonly repo: string;
  /** The commit the shipped file was built from. */
  readonly commit: string;
  /** The file of data/ it builds. */
  readonly output: string;
  /** The index files to read, where the firm keeps one. */
  readonly indexFiles?: readonly string[] | ((files: readonly string[]) => string[]);
  /** Which files of the repository are reports. */
  readonly isReport?: (path: string) => boolean;
  /**
   * The part of an index file the build keeps, where the index is the reports themselves (a firm that publishes
   * each report as a page with its facts in a header): only those facts, never the report's text.
   */
  readonly indexExcerpt?: (text: string) => string;
  readonly entries: (input: PortfolioInput) => PortfolioEntry[];
}

export interface AuditOutput {
  readonly project: string;
  readonly title: string | null;
  readonly projectUrl: string | null;
  readonly auditor: string;
  readonly date: string;
  readonly status: 'completed';
  readonly reportUrl: string;
  readonly fixReview: boolean;
  readonly slug: string;
  readonly protocolSlug: null;
  readonly findings: FindingCounts | null;
  readonly source: string;
}

/** The address of a file of a GitHub repository at one commit: it shows exactly what was read. */
export function blobUrl(repo: string, commit: string, file: string): string {
  return `https://github.com/${repo}/blob/${commit}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

export const isPdf = (file: string) => /\.pdf$/i.test(file);

/** The words of a file name: its stem with `_`, `-` and `+` read as spaces. */
export function wordsOf(stem: string): string {
  return stem
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_+]+/g, ' ')
    .replace(/\s*-\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

// A second upload of a file, as a browser names it: `Report (1).pdf`.
const COPY_MARK = /\s*\(\d+\)(?=\.[a-z0-9]+$)/i;

/** A report's file name without a copy mark (`Report (1).pdf` is `Report.pdf`): what the name parsers read. */
export const reportName = (file: string) => baseName(file).replace(COPY_MARK, '');

/** Whether a file is a second upload of another file of the same commit. */
export const isCopyOf = (file: string, files: ReadonlySet<string>) =>
  COPY_MARK.test(file) && files.has(file.replace(COPY_MARK, ''));

/** A real calendar day as YYYY-MM-DD, or null. */
export function dayOf(year: number, month: number, day: number): string | null {
  if (year < 2015 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `March 2026`, `Sep. 2022`, `Sept 2022` as `2026-03`; null for anything else. */
export function monthOf(text: string): string | null {
  const match = /^([A-Za-z]{3,9})\.?,?\s+'?(\d{4}|\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase());
  if (month < 0) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** Turns a portfolio's entries into audit records: one per report, newest first, then by address. */
export function auditRecords(source: PortfolioSource, input: PortfolioInput): AuditOutput[] {
  const records = new Map<string, AuditOutput>();
  const files = new Set(input.files.map((file) => file.path));
  for (const entry of source.entries(input)) {
    if (isCopyOf(entry.report, files)) continue;
    const reportUrl = /^https?:\/\//.test(entry.report)
      ? entry.report
      : blobUrl(source.repo, input.commit, entry.report);
    if (records.has(reportUrl)) continue;
    const title = entry.title?.trim() || null;
    records.set(reportUrl, {
      project: entry.project.trim(),
      title: title && title !== entry.project.trim() ? title : null,
      projectUrl: entry.projectUrl ?? null,
      auditor: source.firm,
      date: entry.date,
      status: 'completed',
      reportUrl,
      fixReview: entry.fixReview ?? false,
      slug: slugify(entry.project) || 'audit',
      protocolSlug: null,
      findings: entry.findings ?? null,
      source: source.id,
    });
  }
  return [...records.values()].sort(
    (a, b) => byCodeUnits(b.date, a.date) || byCodeUnits(a.reportUrl, b.reportUrl),
  );
}

/** Reads a portfolio from a local copy of its repository. */
export function readPortfolio(
  source: PortfolioSource,
  snapshot: GitSnapshot,
  projects: readonly CatalogueName[],
): PortfolioInput {
  const added = snapshot.addedDays();
  const isReport = source.isReport ?? isPdf;
  const all = snapshot.files();
  const files = all
    .filter(isReport)
    .map((file) => ({ path: file, added: added.get(file) ?? snapshot.headDay() }));
  const index: Record<string, string> = {};
  const wanted = typeof source.indexFiles === 'function' ? source.indexFiles(all) : (source.indexFiles ?? []);
  const excerpt = source.indexExcerpt ?? ((text: string) => text);
  for (const file of wanted) if (all.includes(file)) index[file] = excerpt(snapshot.show(file));
  return { commit: snapshot.head(), files, index, projects };
}

/**
 * The repository path an index's link points at (`./reports/a.pdf`, `reports/a%20b.pdf`, or the repository's own
 * GitHub address at any branch), when that file is in the commit read; null for anything else.
 */
export function linkedFile(href: string, repo: string, files: ReadonlySet<string>): string | null {
  let target = href.trim();
  const own = new RegExp(
    `^https?://(?:github\\.com/${repo}/(?:blob|raw)/[^/]+/|raw\\.githubusercontent\\.com/${repo}/[^/]+/)`,
    'i',
  );
  if (own.test(target)) target = target.replace(own, '');
  else if (/^[a-z]+:/i.test(target)) return null;
  target = target.replace(/^\.?\//, '').replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    decoded = target;
  }
  for (const candidate of [decoded, target]) if (files.has(candidate)) return candidate;
  return null;
}

/** The index text of a portfolio, or an error naming the file the firm keeps it in. */
export function indexText(input: PortfolioInput, file: string): string {
  const text = input.index[file];
  if (text === undefined) throw new Error(`the portfolio's index ${file} is missing`);
  return text;
}
