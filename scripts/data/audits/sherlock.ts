import { reportName, dayOf, isPdf, ProjectNames, projectOf, type PortfolioSource } from './portfolio';

// Sherlock publishes each contest's final report as `audits/YYYY.MM.DD - Final - <Project ...> Audit Report.pdf`.
// A few names swap month and day (`2023.13.04`): a month above 12 is read as the day. Contest findings are in the
// PDFs only, so the counts stay unknown here.
export function sherlockDay(year: string, first: string, second: string): string | null {
  const [a, b] = [Number(first), Number(second)];
  return dayOf(Number(year), a, b) ?? (a > 12 ? dayOf(Number(year), b, a) : null);
}

export const sherlock: PortfolioSource = {
  id: 'sherlock-protocol/sherlock-reports',
  firm: 'Sherlock',
  repo: 'sherlock-protocol/sherlock-reports',
  commit: '9d324a3ecb6f7d79a8509a6d58352457f6f80af5',
  output: 'audits/sherlock.json',
  isReport: (file) => isPdf(file) && file.startsWith('audits/'),
  entries(input) {
    const names = new ProjectNames(input.projects);
    return input.files.flatMap((file) => {
      const match = /^(\d{4})\.(\d{1,2})\.(\d{1,2})\s*-\s*Final\s*-\s*(.+?)\s*(?:Audit Report|Report)?(?:\s+\d{9,})?\.pdf$/i.exec(
        reportName(file.path),
      );
      const date = match && sherlockDay(match[1]!, match[2]!, match[3]!);
      if (!match || !date) return [];
      const title = match[4]!.replace(/\s+(Audit|Collaborative Audit)$/i, '').trim();
      return [{ project: projectOf(names, title), title, date, report: file.path }];
    });
  },
};
