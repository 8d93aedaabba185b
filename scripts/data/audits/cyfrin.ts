import type { FindingCounts } from '../../../src/contracts/imports';
import { byIndexTable, linkedFiles } from './by-index';
import { dayOf, projectOf, reportName } from './portfolio';

// Cyfrin's README lists every audit in a table: Audit Start, Audit End, Report (links to the PDFs of the
// repository; "REDACTED ..." for clients that keep theirs private, left out here), Tech, and the findings by
// severity: C (critical), H (high), M (medium), L (low), I (informational) and G (gas). The counts are the
// engagement's: they go with its first report, and a further report of the row (a formal verification) has none.
// Each file name opens with the day it was published ("2026-04-20-cyfrin-...").
const count = (text: string | undefined) => (/^\d+$/.test(text?.trim() ?? '') ? Number(text) : null);

export function cyfrinFindings(cells: Record<string, { text: string }>): FindingCounts | null {
  const [c, h, m, l, i, g] = ['c', 'h', 'm', 'l', 'i', 'g'].map((name) => count(cells[name]?.text));
  if ([c, h, m, l, i].some((value) => value === null)) return null;
  return { critical: c!, major: h!, medium: m!, minor: l!, informational: i! + (g ?? 0) };
}

export const cyfrin = byIndexTable(
  {
    id: 'Cyfrin/cyfrin-audit-reports',
    firm: 'Cyfrin',
    repo: 'Cyfrin/cyfrin-audit-reports',
    commit: 'b30aa4a5a2cd9dde7bd5ff45dfbd25bb10762745',
    output: 'audits/cyfrin.json',
    indexFile: 'README.md',
  },
  (row, context) => {
    const reports = linkedFiles(row.cells['report'], context);
    const findings = cyfrinFindings(row.cells);
    const lead = reports[0]?.text ?? '';
    return reports.flatMap(({ file, text }, position) => {
      const named = /^(\d{4})-(\d{2})-(\d{2})-/.exec(reportName(file));
      const date =
        (named && dayOf(Number(named[1]), Number(named[2]), Number(named[3]))) ||
        row.cells['audit end']?.text.trim();
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
      // "(AI Formal Verf.)" names no project: it is a further report of the row's first.
      const title = /^\(/.test(text.trim()) ? `${lead} ${text.trim()}` : text.trim();
      return [
        {
          project: projectOf(context.names, title, reportName(file).replace(/^\d{4}-\d{2}-\d{2}-cyfrin-/i, '')),
          title,
          date,
          report: file,
          findings: position === 0 ? findings : null,
        },
      ];
    });
  },
);
