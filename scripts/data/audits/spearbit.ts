import { byIndexTable, linkedFiles, websiteOf } from './by-index';
import { monthOf, projectOf, reportName, wordsOf } from './portfolio';

// Spearbit's README lists its engagements in a table: Protocol (linked), Date (a month), Report (a PDF of the
// repository, linked relatively or by its GitHub address), Type and the researchers. The report's file name says
// what was reviewed ("Kyber-Hook-Uniswap-Foundation-Spearbit-Security-Review-October-2025.pdf").
export const spearbit = byIndexTable(
  {
    id: 'spearbit/portfolio',
    firm: 'Spearbit',
    repo: 'spearbit/portfolio',
    commit: '15a68d516141039dea9e68876b14edd8a83b4746',
    output: 'audits/spearbit.json',
    indexFile: 'README.md',
  },
  (row, context) => {
    const protocol = row.cells['protocol'];
    const date = monthOf(row.cells['date']?.text ?? '');
    if (!protocol || !date) return [];
    return linkedFiles(row.cells['report'], context).map(({ file }) => ({
      project: projectOf(context.names, protocol.text),
      title: wordsOf(reportName(file).replace(/-?Spearbit.*$/i, '')) || null,
      date,
      report: file,
      projectUrl: websiteOf(protocol),
    }));
  },
);
