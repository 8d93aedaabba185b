import { byIndexTable, linkedFiles } from './by-index';
import { projectOf } from './portfolio';

// Runtime Verification's README lists its reports in tables by kind (consensus protocols, infrastructure, smart
// contracts): Name, Report (a PDF of the repository, or elsewhere), Year. A year is not a date the records can
// hold, so each report is dated by the day it was added to the repository; a report kept elsewhere is left out.
export const runtimeVerification = byIndexTable(
  {
    id: 'runtimeverification/publications',
    firm: 'Runtime Verification',
    repo: 'runtimeverification/publications',
    commit: 'a3374869cc8eba92a171861fc72c0facb6105931',
    output: 'audits/runtime-verification.json',
    indexFile: 'README.md',
  },
  (row, context) => {
    const name = row.cells['name']?.text;
    if (!name) return [];
    return linkedFiles(row.cells['report'], context).map(({ file, text }) => ({
      project: projectOf(context.names, name),
      title: text && !/^(pdf|report)$/i.test(text) ? text : name,
      date: context.added(file),
      report: file,
    }));
  },
);
