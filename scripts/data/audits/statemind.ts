import { byIndexTable, linkedFiles } from './by-index';
import { projectOf } from './portfolio';

// Statemind's README keeps a "Reports List": Date (a day), Client, Name (what was reviewed), Report (a PDF of the
// repository, linked relatively) and a Note, where "AI" marks a report the firm made with its AI tooling. The
// links write a space as the HTML entity `&#32;` (`Lido&#32;Finance/...`) and once a slash as `%2F`.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An index link as a path: the HTML character references the firm writes for spaces decoded. */
export const statemindHref = (href: string) =>
  href.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

export const statemind = byIndexTable(
  {
    id: 'statemindio/public-audits',
    firm: 'Statemind',
    repo: 'statemindio/public-audits',
    commit: 'f0174f81088be1a174c386387057aeb2501b29cd',
    output: 'audits/statemind.json',
    indexFile: 'README.md',
  },
  (row, context) => {
    const client = row.cells['client']?.text.trim();
    const date = row.cells['date']?.text.trim() ?? '';
    const name = row.cells['name']?.text.trim() || null;
    if (!client || !DAY.test(date)) return [];
    const isAi = /^ai$/i.test(row.cells['note']?.text.trim() ?? '');
    const links = (row.cells['report']?.links ?? []).map((link) => ({ ...link, href: statemindHref(link.href) }));
    return linkedFiles({ text: '', links }, context).map(({ file }) => ({
      project: projectOf(context.names, client),
      title: name && isAi ? `${name} (AI report)` : name,
      date,
      report: file,
    }));
  },
);
