import {
  reportName,
  dayOf,
  isPdf,
  ProjectNames,
  projectOf,
  wordsOf,
  type PortfolioEntry,
  type PortfolioFile,
  type PortfolioInput,
  type PortfolioSource,
} from './portfolio';

// Portfolios without an index: each report is a file whose folder or name says the project and what was
// reviewed. Where the name carries no date, the report is dated by the day the firm added it to its repository
// (its publication there; data/README.md says which portfolios are dated so).

export interface NamedReport {
  /** The firm's words for the project (a folder) and for what was reviewed (the file name), cleaned. */
  readonly project: string;
  readonly title: string;
  /** The day or month the name states, if any. */
  readonly date?: string | null;
}

/** A day in a name: `2024-03-21`, `2024-6-11`, `_2025-11-29`; null when there is none. */
export function isoDayIn(text: string): string | null {
  const match = /(?:^|\D)(20\d{2})[-_.](\d{1,2})[-_.](\d{1,2})(?:\D|$)/.exec(text);
  return match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export function byFileName(
  source: Omit<PortfolioSource, 'entries'>,
  name: (file: PortfolioFile) => NamedReport | null,
): PortfolioSource {
  return {
    ...source,
    entries(input: PortfolioInput): PortfolioEntry[] {
      const names = new ProjectNames(input.projects);
      return input.files.flatMap((file) => {
        const named = name(file);
        if (!named) return [];
        return [
          {
            project: projectOf(names, named.project, named.title),
            title: named.title,
            date: named.date ?? file.added,
            report: file.path,
          },
        ];
      });
    },
  };
}

const folderOf = (file: string) => file.split('/').slice(0, -1);

export const guardian = byFileName(
  {
    id: 'GuardianAudits/Audits',
    firm: 'Guardian',
    repo: 'GuardianAudits/Audits',
    commit: '41a1479398bda0fafb6c294affa51c757dc54bfc',
    output: 'audits/guardian.json',
  },
  ({ path }) => {
    const [folder] = folderOf(path);
    if (!folder) return null;
    const stem = reportName(path).replace(/\.pdf$/i, '');
    return {
      project: folder,
      title: wordsOf(stem.replace(/^\d{4}-\d{1,2}-\d{1,2}_?/, '').replace(/_?report$/i, '')),
      date: isoDayIn(stem),
    };
  },
);

// Halborn: `<Ecosystem> Audits/<Project>_<Scope>_..._Security_Audit_Report_Halborn_Final.pdf`; the words before
// the report's kind name the project and scope. Pentests of websites and clouds are not audits of a project's
// code, but they are reviews of the project: kept.
export const halborn = byFileName(
  {
    id: 'HalbornSecurity/PublicReports',
    firm: 'Halborn',
    repo: 'HalbornSecurity/PublicReports',
    commit: '4f3d1c6451ac01ba669a43072dd30b857ef9aa90',
    output: 'audits/halborn.json',
    isReport: (file) => isPdf(file) && !file.startsWith('Incident Reports/'),
  },
  ({ path }) => {
    const title = wordsOf(
      reportName(path)
        .replace(/\.pdf$/i, '')
        .replace(/_?(Halborn|Final|Report|v\d+(_\d+)*|Executive_Summary)(?=_|$)/gi, '')
        .replace(
          /_?(Smart_?Contracts?|SmartContract|Security|Audit|Assessment|Pentest|Penetration_Test|CosmWasm|Solidity|EVM|Rust|Substrate|Move|Soroban|Casper|WebApp|Cloud|Mobile|Node|L1|Program|Programs|Solana)(?=_|$)/gi,
          '',
        ),
    );
    return title ? { project: title, title } : null;
  },
);

// Nethermind: `NM<number>-FINAL_<SCOPE>.pdf` (or `NM-<number>_<SCOPE>_FINAL.pdf`), the scope in capitals.
export const nethermind = byFileName(
  {
    id: 'NethermindEth/PublicAuditReports',
    firm: 'Nethermind Security',
    repo: 'NethermindEth/PublicAuditReports',
    commit: '13acdc252812c90d07ab3eac711163852d097590',
    output: 'audits/nethermind.json',
  },
  ({ path }) => {
    if (path.includes('/')) return null;
    const title = wordsOf(
      reportName(path)
        .replace(/\.pdf$/i, '')
        .replace(/^NM-?\d+(-\d+)*[-_]?/i, '')
        .replace(/(^|[-_])(FINAL|DRAFT|REPORT)(?=[-_]|$)/gi, '$1'),
    );
    return title ? { project: title, title } : null;
  },
);

// PeckShield: `audit_reports/PeckShield-Audit-Report-<Project>-<Scope>-v1.0.pdf`; a few older names differ.
export const peckshield = byFileName(
  {
    id: 'peckshield/publications',
    firm: 'PeckShield',
    repo: 'peckshield/publications',
    commit: '6564b3f09df2cba2d788d2b092aa31edbe84c9a6',
    output: 'audits/peckshield.json',
    isReport: (file) => isPdf(file) && file.startsWith('audit_reports/'),
  },
  ({ path }) => {
    const title = wordsOf(
      reportName(path)
        .replace(/\.pdf$/i, '')
        .replace(/^PeckShield[-_]Audit[-_]Report[-_]/i, '')
        .replace(/[-_]v?\d+(\.\d+)*$/i, '')
        .replace(/^ERC20[-_]/i, '')
        .replace(/[-_]?audit[-_]report.*$/i, ''),
    );
    return title ? { project: title, title } : null;
  },
);

// Ackee Blockchain: `<year>/ackee-blockchain-<project-scope>-report.pdf`.
export const ackee = byFileName(
  {
    id: 'Ackee-Blockchain/public-audit-reports',
    firm: 'Ackee Blockchain',
    repo: 'Ackee-Blockchain/public-audit-reports',
    commit: '2033ac4dcd808e9cebdadfbaff40e4e89e33998f',
    output: 'audits/ackee-blockchain.json',
  },
  ({ path }) => {
    const title = wordsOf(
      reportName(path)
        .replace(/\.pdf$/i, '')
        .replace(/^ackee-blockchain-/i, '')
        .replace(/-report$/i, ''),
    );
    return title ? { project: title, title } : null;
  },
);

// MixBytes: `<Project>/<Scope>/<Project Scope> Security Audit Report.pdf` (or directly under the project).
export const mixbytes = byFileName(
  {
    id: 'mixbytes/audits_public',
    firm: 'MixBytes',
    repo: 'mixbytes/audits_public',
    commit: 'c87d3ecff03a31dafb08e243438f9d20b98fc16d',
    output: 'audits/mixbytes.json',
  },
  ({ path }) => {
    const [project, scope] = folderOf(path);
    if (!project) return null;
    const stem = wordsOf(reportName(path).replace(/\s*Security Audit Report.*$/i, ''));
    return { project, title: stem || scope || project };
  },
);

// Oak Security: `<Project>/YYYY-MM-DD Audit Report - <Scope> v1.0.pdf`; some names have no day.
export const oak = byFileName(
  {
    id: 'oak-security/audit-reports',
    firm: 'Oak Security',
    repo: 'oak-security/audit-reports',
    commit: 'cbad1dea06090fe7e261e943f5913da7be2da6c7',
    output: 'audits/oak-security.json',
  },
  ({ path }) => {
    const [project] = folderOf(path);
    if (!project || project.startsWith('_')) return null;
    const stem = reportName(path).replace(/\.pdf$/i, '');
    const title = stem
      .replace(/^\d{4}-\d{2}-\d{2}\s*/, '')
      .replace(/^.*?Audit Report\s*-\s*/i, '')
      .replace(/\s*-?\s*Audit Report$/i, '')
      .replace(/\s+v\d+(\.\d+)*$/i, '')
      .trim();
    return { project, title: title || project, date: isoDayIn(stem) };
  },
);

// Dedaub: `<Project>/<Scope ...>.pdf`; the names carry at most a month, in words ("Sep. 2022", "Jun 21"), not
// read: the day the report was added dates it.
export const dedaub = byFileName(
  {
    id: 'Dedaub/audits',
    firm: 'Dedaub',
    repo: 'Dedaub/audits',
    commit: '431ec937802fd7118f9c6d533a530aaaf33a2c3a',
    output: 'audits/dedaub.json',
  },
  ({ path }) => {
    const [project] = folderOf(path);
    if (!project) return null;
    const title = wordsOf(reportName(path).replace(/\.pdf$/i, '').replace(/^Dedaub\s*-\s*/i, ''));
    return { project, title: title.replace(/\s*(Audit|Report)\b.*$/i, '').trim() || title };
  },
);

// ABDK: `<project>/ABDK_<Project>_<Scope>_v_1_0.pdf`.
export const abdk = byFileName(
  {
    id: 'abdk-consulting/audits',
    firm: 'ABDK Consulting',
    repo: 'abdk-consulting/audits',
    commit: '22c86cf2a41d95269ae7c15e75d589c3bdbf605a',
    output: 'audits/abdk.json',
  },
  ({ path }) => {
    const [folder] = folderOf(path);
    if (!folder) return null;
    const title = wordsOf(
      reportName(path)
        .replace(/\.pdf$/i, '')
        .replace(/^ABDK_/i, '')
        .replace(/_+v_?\d+(_\d+)*$/i, ''),
    );
    return { project: title.split(' ')[0] ?? folder, title };
  },
);

// HashEx: `<Project>/<Project ...>.pdf`.
export const hashex = byFileName(
  {
    id: 'HashEx/public_audits',
    firm: 'HashEx',
    repo: 'HashEx/public_audits',
    commit: '33d90a8467d669af043c6b27291b3221ab2c7f40',
    output: 'audits/hashex.json',
  },
  ({ path }) => {
    const [project] = folderOf(path);
    if (!project) return null;
    return { project, title: wordsOf(reportName(path).replace(/[_ -]*audit[_ -]*report$|\.pdf$/gi, '')) };
  },
);

// Hexens: flat names such as `usual-usd0pp-nov-25(Final).pdf` or `LayerZero-audit-sept24.pdf`.
export const hexens = byFileName(
  {
    id: 'Hexens/Smart-Contract-Review-Public-Reports',
    firm: 'Hexens',
    repo: 'Hexens/Smart-Contract-Review-Public-Reports',
    commit: '9c8103e44ce47583d01c582e14066a6a31d31c94',
    output: 'audits/hexens.json',
  },
  ({ path }) => {
    const title = wordsOf(
      reportName(path)
        .replace(/\.pdf$/i, '')
        .replace(/\s*\((Final|Public)\)(\s*\(\d+\))?/gi, '')
        .replace(/^hexens[-_]/i, '')
        .replace(/[-_ ](audit|review|public|final|report|sc)(?=[-_ ]|$)/gi, ' ')
        .replace(
          /[-_ ](jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*[-_ ]?\d{0,4}(?=[-_ ]|$)/gi,
          ' ',
        )
        .replace(/[-_ ]\d{1,2}[-_.]\d{1,2}$/, ''),
    );
    return title ? { project: title, title } : null;
  },
);

// Shieldify: `reports/<Project>-<Scope>-Security-Review.pdf`.
export const shieldify = byFileName(
  {
    id: 'shieldify-security/audits-portfolio',
    firm: 'Shieldify',
    repo: 'shieldify-security/audits-portfolio',
    commit: 'f3984a75f3d58badcbc5a39f6f6add58863e82a6',
    output: 'audits/shieldify.json',
  },
  ({ path }) => {
    const title = wordsOf(reportName(path).replace(/-?Security-Review.*$/i, ''));
    return title ? { project: title, title } : null;
  },
);

/**
 * A day in Solidified's brackets: `[28.03.2022]` (or `[24-09-2020]`) is day.month.year, `[01.22.18]`
 * month.day.year (22 is no month), and two-digit years are of this century.
 */
export function solidifiedDay(text: string): string | null {
  const match = /\[(\d{1,2})[.-](\d{1,2})[.-](\d{2}|\d{4})\]/.exec(text);
  if (!match) return null;
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const [first, second] = [Number(match[1]), Number(match[2])];
  return dayOf(year, second, first) ?? dayOf(year, first, second);
}

// Solidified: `Audit Report - <Project ...> [DD.MM.YYYY].pdf`; some names have no date.
export const solidified = byFileName(
  {
    id: 'solidified-platform/audits',
    firm: 'Solidified',
    repo: 'solidified-platform/audits',
    commit: '5ff5fa144b32ad65b649f032465e440b4990988d',
    output: 'audits/solidified.json',
  },
  ({ path }) => {
    const stem = reportName(path).replace(/\.pdf$/i, '');
    const title = stem
      .replace(/^Audit Report\s*-\s*/i, '')
      .replace(/\s*\[[^\]]*\]\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return title ? { project: title.split(' - ')[0]!, title, date: solidifiedDay(stem) } : null;
  },
);
