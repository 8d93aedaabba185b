import { byIndexTable, linkedFiles } from './by-index';
import { monthOf, projectOf } from './portfolio';

// Zellic's README lists its audit reports in a table: Product, Date (a month), Network, Report (a PDF of the
// repository).
export const zellic = byIndexTable(
  {
    id: 'Zellic/publications',
    firm: 'Zellic',
    repo: 'Zellic/publications',
    commit: '761e4f631fb56810f700e61287e3681bf5a7754a',
    output: 'audits/zellic.json',
    indexFile: 'README.md',
  },
  (row, context) => {
    const product = row.cells['product']?.text;
    const date = monthOf(row.cells['date']?.text ?? '');
    const [report] = linkedFiles(row.cells['report'], context);
    if (!product || !date || !report) return [];
    const reportName = report.file.replace(/\s*-\s*(Zellic\s+)?Audit Report\.pdf$/i, '');
    return [
      { project: projectOf(context.names, product, reportName), title: product, date, report: report.file },
    ];
  },
);
