import type { FindingCounts } from '../../../src/contracts/imports';
import { isoDayIn } from './by-file-name';
import {
  reportName,
  ProjectNames,
  projectOf,
  wordsOf,
  type PortfolioEntry,
  type PortfolioSource,
} from './portfolio';

// Pashov Audit Group publishes each review twice, as `<group>/pdf/<Project>-security-review[_YYYY-MM-DD].pdf` and
// as Markdown under `<group>/md/` (solo, team and agentic reviews). The Markdown gives each finding a heading
// `# [H-01] ...` by severity (C critical, H high, M medium, L low, I informational): counting those headings is
// counting the findings the report states. The PDF is the report linked where there is one.
const SEVERITY: Record<string, keyof FindingCounts> = {
  C: 'critical',
  H: 'major',
  M: 'medium',
  L: 'minor',
  I: 'informational',
};

/** The findings of a review's Markdown, by the severity of their headings; null when it has no such headings. */
export function pashovFindings(markdown: string): FindingCounts | null {
  const counts: FindingCounts = { critical: 0, major: 0, medium: 0, minor: 0, informational: 0 };
  let seen = 0;
  for (const match of markdown.matchAll(/^#{1,4}\s*\[([CHMLI])-\d+\]/gm)) {
    counts[SEVERITY[match[1]!]!] += 1;
    seen += 1;
  }
  return seen > 0 ? counts : null;
}

const stemOf = (file: string) => reportName(file).replace(/\.(md|pdf)$/i, '');
const groupOf = (file: string) => file.split('/')[0]!;

export const pashov: PortfolioSource = {
  id: 'pashov/audits',
  firm: 'Pashov Audit Group',
  repo: 'pashov/audits',
  commit: '0b06f74776ab318c5895b3dc2580e70a7c11dbe9',
  output: 'audits/pashov.json',
  isReport: (file) => /^[^/]+\/(md|pdf)\/[^/]+\.(md|pdf)$/i.test(file),
  indexFiles: (files) => files.filter((file) => /^[^/]+\/md\/[^/]+\.md$/i.test(file)),
  entries(input) {
    const names = new ProjectNames(input.projects);
    const byReview = new Map<string, { pdf?: (typeof input.files)[number]; md?: (typeof input.files)[number] }>();
    for (const file of input.files) {
      const key = `${groupOf(file.path)}/${stemOf(file.path)}`;
      const review = byReview.get(key) ?? {};
      if (/\.pdf$/i.test(file.path)) review.pdf = file;
      else review.md = file;
      byReview.set(key, review);
    }
    const entries: PortfolioEntry[] = [];
    for (const [key, { pdf, md }] of byReview) {
      const report = pdf ?? md!;
      const stem = key.slice(key.indexOf('/') + 1);
      const title = wordsOf(
        stem
          .replace(/[-_](second|third|fourth|final)?[-_]?security[-_]review.*$/i, '')
          .replace(/[-_](agentic[-_])?audit[-_]report.*$/i, ''),
      );
      const markdown = md ? input.index[md.path] : undefined;
      entries.push({
        project: projectOf(names, title),
        title,
        date: isoDayIn(stem) ?? report.added,
        report: report.path,
        findings: markdown ? pashovFindings(markdown) : null,
      });
    }
    return entries;
  },
};
