import 'server-only';
import { marked, type Token, type Tokens } from 'marked';
import { projectOf, type ProjectNames } from '@/lib/project-names';
import { slugify } from '@/lib/slug';
import type { ParsedAnswer } from './source-health';
import { UpstreamFormatError } from './upstream-error';

// Trail of Bits' publications README (github.com/trailofbits/publications) lists its public security reviews under
// "## Security Reviews", in tables of five columns (Product, Date, Level of Effort, Announcement, Report):
//
//   | [Aave v4](https://aave.com) | Feb 2026 | 6 | | [📄✅](reviews/2026-02-aave-v4-securityreview.pdf) |
//
// 📄 links a report, ✅ marks (or links) a fix review, 🔖 a letter of attestation, 💬 a post. As
// data/audits.json was built, the rows taken are those of the crypto "Major Clients" and of every
// "Blockchain Reviews" table; the other reviews (AI, cryptography, cloud, products...) are not about blockchain
// projects. Each row becomes a record of the audits import schema.

const SECTION_HEADING = 'Security Reviews';
const MAJOR_CLIENTS = 'Major Clients';
const BLOCKCHAIN_REVIEWS = 'Blockchain Reviews';
// The major clients whose reviews are of blockchain projects (the others, such as Western Digital, are not).
const BLOCKCHAIN_MAJOR_CLIENTS = new Set([
  'Frax Finance',
  'MobileCoin',
  'Offchain Labs',
  'Reserve Protocol',
  'Scroll',
  'Uniswap',
]);
// Relative links of the README point into the repository: at the commit read when it is known (the shipped data
// set's build), else at its branch (the refresh, which reads the branch's README).
const FILE_BASE_URL = 'https://github.com/trailofbits/publications/blob/';
const BRANCH = 'master';
export const TRAILOFBITS_SOURCE = 'trailofbits/publications';
const AUDITOR = 'Trail of Bits';
const MAX_LINKS = 20;

const MONTHS = new Map(
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map((month, index) => [
    month,
    String(index + 1).padStart(2, '0'),
  ]),
);

/** `May 2023` or `September 2021` as `2023-05`; anything else is returned as given, for validation to refuse. */
function monthOf(text: string): string {
  const match = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.get(match[1]!.toLowerCase()) : undefined;
  return month ? `${match![2]}-${month}` : text.trim();
}

function linksOf(tokens: readonly Token[] | undefined): Tokens.Link[] {
  const links: Tokens.Link[] = [];
  for (const token of tokens ?? []) {
    if (token.type === 'link') links.push(token as Tokens.Link);
    else if ('tokens' in token) links.push(...linksOf(token.tokens));
  }
  return links;
}

function absolute(href: string, ref: string): string {
  if (/^https?:\/\//i.test(href)) return href;
  return `${FILE_BASE_URL}${ref}/${href.replace(/^\.?\//, '')}`;
}

const cellText = (cell: Tokens.TableCell | undefined) =>
  (cell?.text ?? '').replace(/<br\s*\/?>/gi, ' ').replace(/\s+/g, ' ');

/** Which tables of the section to read: the heading path above each. */
function isBlockchainTable(group: string | null, table: string | null): boolean {
  if (group === BLOCKCHAIN_REVIEWS) return true;
  return group === MAJOR_CLIENTS && table !== null && BLOCKCHAIN_MAJOR_CLIENTS.has(table);
}

function recordOf(
  header: readonly string[],
  row: readonly Tokens.TableCell[],
  group: string,
  table: string | null,
  ref: string,
): Record<string, unknown> {
  const column = (pattern: RegExp) => row[header.findIndex((name) => pattern.test(name))];
  const product = column(/product/i);
  const productLink = linksOf(product?.tokens)[0];
  const project = (productLink ? productLink.text : cellText(product)).trim();
  const effort = Number(cellText(column(/effort/i)).trim());
  const reportLinks = linksOf(column(/report/i)?.tokens);
  const announcementLinks = linksOf(column(/announcement/i)?.tokens);
  const report = reportLinks.find((link) => link.text.includes('📄'));
  const links = [...reportLinks, ...announcementLinks].map((link) => absolute(link.href, ref));
  return {
    project,
    // A bare domain ("clabs.co") is a website too; the schema reads it as https.
    projectUrl:
      productLink && /^(https?:\/\/|[a-z0-9.-]+\.[a-z]{2,}(\/|$))/i.test(productLink.href)
        ? productLink.href
        : null,
    auditor: AUDITOR,
    date: monthOf(cellText(column(/date/i))),
    status: 'completed',
    effortPersonWeeks: cellText(column(/effort/i)).trim() && Number.isFinite(effort) ? effort : null,
    ecosystem: group === BLOCKCHAIN_REVIEWS ? table : null,
    client: group === MAJOR_CLIENTS ? table : null,
    reportUrl: report ? absolute(report.href, ref) : null,
    fixReview: cellText(column(/report/i)).includes('✅'),
    links: [...new Set(links)].slice(0, MAX_LINKS),
    slug: slugify(project) || 'review',
    // The README states no finding counts: unknown, never zeros.
    findings: null,
    source: TRAILOFBITS_SOURCE,
  };
}

interface ReadOptions {
  readonly ref?: string;
  /**
   * The catalogue's names: the README names products ("Uniswap v4 Core"), so the project is the catalogue's that
   * the product's name (else its major client's) starts with, and the product the title. The slug stays the
   * product's, the record's natural key whatever the catalogue holds.
   */
  readonly names?: ProjectNames;
}

/**
 * Parses the README into raw audit records (validated afterwards by the import schema), in the README's order.
 * Throws an UpstreamFormatError when the answer is not that README.
 */
export function parseTrailOfBitsReadme(
  markdown: string,
  { ref = BRANCH, names }: ReadOptions = {},
): Record<string, unknown>[] {
  const tokens = marked.lexer(markdown);
  const start = tokens.findIndex(
    (token) =>
      token.type === 'heading' &&
      (token as Tokens.Heading).depth === 2 &&
      (token as Tokens.Heading).text.trim() === SECTION_HEADING,
  );
  if (start < 0) throw new UpstreamFormatError(`no "${SECTION_HEADING}" section`);
  const records: Record<string, unknown>[] = [];
  let group: string | null = null;
  let table: string | null = null;
  for (const token of tokens.slice(start + 1)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      if (heading.depth <= 2) break;
      if (heading.depth === 3) {
        group = heading.text.trim();
        table = null;
      } else table = heading.text.trim();
      continue;
    }
    if (token.type !== 'table' || !isBlockchainTable(group, table)) continue;
    const grid = token as Tokens.Table;
    const header = grid.header.map((cell) => cellText(cell));
    if (!header.some((name) => /product/i.test(name)) || !header.some((name) => /date/i.test(name))) continue;
    for (const row of grid.rows) records.push(recordOf(header, row, group!, table, ref));
  }
  if (records.length === 0) throw new UpstreamFormatError(`no review table in "${SECTION_HEADING}"`);
  if (!names) return records;
  return records.map(({ project, ...record }) => {
    const product = String(project);
    const named = projectOf(names, product, ...(record.client ? [String(record.client)] : []));
    return { project: named, title: named === product ? null : product, ...record };
  });
}

/**
 * The README's reviews as the refresh reads them: each row at its position in the section. A row is read whatever
 * its cells hold; one the import schema refuses (a date that is not a month) is skipped there, alone.
 */
export function readTrailOfBitsReadme(markdown: string, options: ReadOptions = {}): ParsedAnswer {
  const records = parseTrailOfBitsReadme(markdown, options).map((value, index) => ({
    position: index + 1,
    value,
  }));
  return { records, skipped: [] };
}
