import { reportName, dayOf, isPdf, ProjectNames, projectOf, wordsOf, type PortfolioSource } from './portfolio';

// Certora names each report `Reports/<year>/MM_DD_YYYY_<Project_Scope>-<kind>.pdf`, where the kind says what was
// done: FV (formal verification), MR (manual review), or both.
// The year folder is the firm's own filing: a name whose year disagrees with it ("Reports/2025/12_24_2015_...") is a
// slip of the name, and the folder's year stands.
export const certoraReportDay = (file: string): string | null => {
  const match = /^(\d{1,2})_(\d{1,2})_(\d{4})_/.exec(file.slice(file.lastIndexOf('/') + 1));
  if (!match) return null;
  const folderYear = /^Reports\/(\d{4})\//.exec(file)?.[1];
  return dayOf(Number(folderYear ?? match[3]), Number(match[1]), Number(match[2]));
};
const KINDS: Record<string, string> = { FV: 'formal verification', MR: 'manual review' };

export const certora: PortfolioSource = {
  id: 'Certora/SecurityReports',
  firm: 'Certora',
  repo: 'Certora/SecurityReports',
  commit: '00fe0e7f034d9574bd38f86ed94a9a755968e87f',
  output: 'audits/certora.json',
  isReport: (file) => isPdf(file) && file.startsWith('Reports/'),
  entries(input) {
    const names = new ProjectNames(input.projects);
    return input.files.flatMap((file) => {
      const match = /^(\d{1,2})_(\d{1,2})_(\d{4})_(.+?)((?:[-_](?:FV|MR))*)\.pdf$/i.exec(reportName(file.path));
      const date = certoraReportDay(file.path);
      if (!match || !date) return [];
      const scope = wordsOf(match[4]!);
      const kinds = match[5]!
        .split(/[-_]/)
        .filter(Boolean)
        .map((kind) => KINDS[kind.toUpperCase()]!);
      return [
        {
          project: projectOf(names, scope),
          title: kinds.length ? `${scope} (${kinds.join(', ')})` : scope,
          date,
          report: file.path,
        },
      ];
    });
  },
};
