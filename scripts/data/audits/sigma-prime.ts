import { byIndexTable, linkedFiles, websiteOf } from './by-index';
import { monthOf, projectOf } from './portfolio';

// Sigma Prime's README keeps a "Table Of Reviews": Project (linked to its website), Date (a month), Target
// Commit, Description ("Review of ...") and Report (a file of the repository).
export const sigmaPrime = byIndexTable(
  {
    id: 'sigp/public-audits',
    firm: 'Sigma Prime',
    repo: 'sigp/public-audits',
    commit: '817331cb5ab26d1363109696ba3500c788216847',
    output: 'audits/sigma-prime.json',
    indexFile: 'README.md',
  },
  (row, context) => {
    const project = row.cells['project'];
    const date = monthOf(row.cells['date']?.text ?? '');
    const [report] = linkedFiles(row.cells['report'], context);
    if (!project || !date || !report) return [];
    return [
      {
        project: projectOf(context.names, project.text.split(' - ')[0]!.trim()),
        title: (row.cells['description']?.text ?? '').replace(/^Review of\s+/i, '') || null,
        date,
        report: report.file,
        projectUrl: websiteOf(project),
      },
    ];
  },
);
