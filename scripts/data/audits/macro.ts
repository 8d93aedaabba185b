import { dayOf, projectOf, ProjectNames, type PortfolioSource } from './portfolio';

// Macro (0xMacro) publishes each audit as a page of its library, one file per report under
// `client/library/library/audits/` (served at 0xmacro.com/library/audits/<name>), whose opening `<page …>` tag
// states the facts: `clientName`, `auditTitle` ("Compound Quark A-1": the client's name, what was reviewed and the
// report's number) and `reportDate`, written by hand ("January 1, 2024", "Nov 18th, 2024", "Feburary 4, 2026",
// "july 26, 2024", "Sept 6, 2024", "February  6th, 2023"). Files starting with `_` are parts of the layout. The
// build keeps that tag only, never the report's text.
const REPORTS = /^client\/library\/library\/audits\/[^_/][^/]*\.html$/;

/** The opening `<page …>` tag of a report page: its attributes, nothing of the report itself. */
export const macroPageTag = (text: string): string => /<page\b[^>]*>/.exec(text)?.[0] ?? '';

/** The attributes of a `<page …>` tag, by name. */
export function macroAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([A-Za-z][\w-]*)="([^"]*)"/g)) attributes[match[1]!] = match[2]!.trim();
  return attributes;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// The month names as the pages spell them, misspelt ones too.
const MONTH_SPELLINGS: Record<string, number> = { feburary: 2, sept: 9 };

/**
 * A page's `reportDate` as YYYY-MM-DD: a month name (any case, abbreviated or misspelt), a day with or without
 * its ordinal, a year.
 */
export function macroReportDay(text: string): string | null {
  const match = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text.trim());
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  const month = MONTH_SPELLINGS[word] ?? MONTHS.indexOf(word.slice(0, 3)) + 1;
  if (month < 1) return null;
  return dayOf(Number(match[3]), month, Number(match[2]));
}

/**
 * The client as the page names it, cleaned of two slips: a name written with the report's number ("Kodiak-1" of
 * "Kodiak A-1") loses the number, and a name the title spells otherwise ("towns" of "Towns A-10") takes the
 * title's spelling.
 */
export function macroClient(client: string, title: string): string {
  const number = /\bA-(\d+)[a-z]?$/i.exec(title)?.[1];
  let name = number ? client.replace(new RegExp(`-${number}$`), '') : client;
  if (title.toLowerCase().startsWith(`${name.toLowerCase()} `)) name = title.slice(0, name.length);
  return name.trim();
}

export const macro: PortfolioSource = {
  id: '0xMacro/library',
  firm: 'Macro',
  repo: '0xMacro/library',
  commit: '751fc181699ed62eb1a0bc9a4a1303211901f4b2',
  output: 'audits/macro.json',
  isReport: (file) => REPORTS.test(file),
  indexFiles: (files) => files.filter((file) => REPORTS.test(file)),
  indexExcerpt: macroPageTag,
  entries(input) {
    const names = new ProjectNames(input.projects);
    return input.files.flatMap((file) => {
      const page = macroAttributes(input.index[file.path] ?? '');
      const title = page['auditTitle'] ?? '';
      const client = macroClient(page['clientName'] ?? '', title);
      const date = macroReportDay(page['reportDate'] ?? '');
      if (!client || !date) return [];
      // "Compound Quark A-1": what was reviewed, and the report's number among the client's ("A-1").
      return [{ project: projectOf(names, client), title: title || null, date, report: file.path }];
    });
  },
};
