import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_PORTFOLIOS, DATA_BUILDS } from '../builds';
import { renderRecords } from '../lib/render';
import { solidifiedDay, isoDayIn } from './by-file-name';
import { certoraReportDay } from './certora';
import { cyfrinFindings } from './cyfrin';
import { macroClient, macroPageTag, macroReportDay } from './macro';
import { pashovFindings } from './pashov';
import { blobUrl, isCopyOf, linkedFile, monthOf, ProjectNames } from './portfolio';
import { sherlockDay } from './sherlock';
import { statemindHref } from './statemind';

const FIXTURES = path.join(__dirname, 'fixtures');
const fixture = (name: string, kind: 'input' | 'output') =>
  fs.readFileSync(path.join(FIXTURES, `${name}.${kind}.json`), 'utf8');

describe('the audit builds, on recorded excerpts of their sources', () => {
  const auditBuilds = DATA_BUILDS.filter((build) => build.output.startsWith('audits/'));

  it('cover every firm with a fixture, one file of data/audits each', () => {
    expect(auditBuilds.length).toBe(AUDIT_PORTFOLIOS.length + 1);
    expect(new Set(auditBuilds.map((build) => build.output)).size).toBe(auditBuilds.length);
    for (const build of auditBuilds) expect(fs.existsSync(path.join(FIXTURES, `${build.name}.input.json`))).toBe(true);
  });

  it.each(auditBuilds.map((build) => [build.name, build] as const))(
    '%s: rebuilds its recorded output byte for byte',
    (name, build) => {
      const records = build.parse(JSON.parse(fixture(name, 'input')));
      expect(records.length).toBeGreaterThan(0);
      expect(renderRecords(records)).toBe(fixture(name, 'output'));
    },
  );

  it('link every report at the commit read, to a file of the excerpt', () => {
    for (const source of AUDIT_PORTFOLIOS) {
      const input = JSON.parse(fixture(source.output.replace(/^audits\/|\.json$/g, ''), 'input')) as {
        commit: string;
        files: { path: string }[];
      };
      const urls = new Set(input.files.map((file) => blobUrl(source.repo, input.commit, file.path)));
      const records = JSON.parse(fixture(source.output.replace(/^audits\/|\.json$/g, ''), 'output')) as {
        reportUrl: string;
        findings: unknown;
        source: string;
      }[];
      for (const record of records) {
        expect(urls.has(record.reportUrl), record.reportUrl).toBe(true);
        expect(record.source).toBe(source.id);
      }
    }
  });
});

describe('the odd cases the portfolios hold', () => {
  it("reads Statemind's links with a space written as `&#32;`, and marks the reports its note calls AI", () => {
    expect(statemindHref('Lido&#32;Finance/2023-04-28_Lido_V2.pdf')).toBe('Lido Finance/2023-04-28_Lido_V2.pdf');
    const records = JSON.parse(fixture('statemind', 'output')) as { title: string; reportUrl: string }[];
    expect(records.map((record) => record.title)).toContain('Curve Stablecoin (AI report)');
    expect(records.filter((record) => record.title.endsWith('(AI report)'))).toHaveLength(2);
    // `Curve%2F...` (an encoded slash) and a file name whose first letter is Cyrillic both find their report.
    expect(records.filter((record) => record.reportUrl.includes('/Curve/'))).toHaveLength(2);
  });

  it("reads Macro's hand-written report days, misspelt months and ordinals included", () => {
    expect(macroReportDay('January 1, 2024')).toBe('2024-01-01');
    expect(macroReportDay('February  6th, 2023')).toBe('2023-02-06');
    expect(macroReportDay('Feburary 25th, 2026')).toBe('2026-02-25');
    expect(macroReportDay('july 26, 2024')).toBe('2024-07-26');
    expect(macroReportDay('Sept 6, 2024')).toBe('2024-09-06');
    expect(macroReportDay('Nov 18th, 2024')).toBe('2024-11-18');
    expect(macroReportDay('February 30, 2024')).toBeNull();
    expect(macroReportDay('2024-01-01')).toBeNull();
  });

  it("keeps only the facts of Macro's report pages, and cleans the client's name of the report's number", () => {
    const page = '<page\n  clientName="Kodiak-1"\n  reportDate="April 24th, 2024"\n  auditTitle="Kodiak A-1"\n>\n<h1>Findings</h1>';
    expect(macroPageTag(page)).toBe('<page\n  clientName="Kodiak-1"\n  reportDate="April 24th, 2024"\n  auditTitle="Kodiak A-1"\n>');
    expect(macroPageTag('<h1>No header</h1>')).toBe('');
    expect(macroClient('Kodiak-1', 'Kodiak A-1')).toBe('Kodiak');
    expect(macroClient('towns', 'Towns A-10')).toBe('Towns');
    expect(macroClient('Towns', 'Zion 3')).toBe('Towns');
    expect(macroClient('Seven Seas', 'Seven Seas A-12')).toBe('Seven Seas');
  });

  it('reads a swapped month and day as the day (Sherlock 2023.13.04)', () => {
    expect(sherlockDay('2023', '13', '04')).toBe('2023-04-13');
    expect(sherlockDay('2023', '04', '13')).toBe('2023-04-13');
    expect(sherlockDay('2023', '02', '30')).toBeNull();
  });

  it("keeps Certora's year folder when a report's name gives another year", () => {
    expect(certoraReportDay('Reports/2025/12_24_2015_Grove_ALM.pdf')).toBe('2025-12-24');
    expect(certoraReportDay('Reports/2019/12_27_2019_Synthetix_Depot-MR.pdf')).toBe('2019-12-27');
  });

  it("reads Solidified's day.month.year, its month.day.year and two-digit years", () => {
    expect(solidifiedDay('Audit Report - 1inch Money Market [28.03.2022]')).toBe('2022-03-28');
    expect(solidifiedDay('Audit Report - Taylor [01.22.18]')).toBe('2018-01-22');
    expect(solidifiedDay('Audit Report - Mobie [24-09-2020]')).toBe('2020-09-24');
    expect(solidifiedDay('Audit Report - Aztec ')).toBeNull();
  });

  it('reads days and months as the names write them, and nothing else', () => {
    expect(isoDayIn('2024-6-11_Pleasr_Album')).toBe('2024-06-11');
    expect(isoDayIn('Reserve-security-review_2025-06-02')).toBe('2025-06-02');
    expect(isoDayIn('Hydration-security-review-October')).toBeNull();
    expect(monthOf('March 2026')).toBe('2026-03');
    expect(monthOf('Sept 2022')).toBe('2022-09');
    expect(monthOf('2026')).toBeNull();
  });

  it('maps counts onto the five severities, and leaves a row without counts unknown', () => {
    const cells = (values: string[]) =>
      Object.fromEntries(['c', 'h', 'm', 'l', 'i', 'g'].map((name, index) => [name, { text: values[index]! }]));
    expect(cyfrinFindings(cells(['1', '2', '3', '4', '5', '6']))).toEqual({
      critical: 1,
      major: 2,
      medium: 3,
      minor: 4,
      informational: 11,
    });
    expect(cyfrinFindings(cells(['', '', '', '', '', '']))).toBeNull();
    expect(pashovFindings('# [H-01]\n# [H-02]\n## [M-01]\n# [L-01]\n# [I-01]\n')).toEqual({
      critical: 0,
      major: 2,
      medium: 1,
      minor: 1,
      informational: 1,
    });
    expect(pashovFindings('# Findings\n\nNone.\n')).toBeNull();
  });

  it('names the catalogue project a report starts with, never one a short word catches', () => {
    const names = new ProjectNames([
      { name: 'Aave', aliases: [] },
      { name: 'Euler', aliases: ['EulerFinance', 'Euler Finance'] },
      { name: 'DAO', aliases: [] },
    ]);
    expect(names.named('Aave steward sUSD')).toBe('Aave');
    expect(names.named('Euler Finance V2 Vaults')).toBe('Euler');
    expect(names.named('DAO DAO 2')).toBeNull();
    expect(names.named('DAO')).toBe('DAO');
  });

  it('follows only links into the repository, and skips second uploads of a file', () => {
    const files = new Set(['reports/a b.pdf', 'Report.pdf', 'Report (1).pdf']);
    expect(linkedFile('./reports/a%20b.pdf', 'o/r', files)).toBe('reports/a b.pdf');
    expect(linkedFile('https://github.com/o/r/blob/master/reports/a%20b.pdf', 'o/r', files)).toBe('reports/a b.pdf');
    expect(linkedFile('https://example.com/reports/a%20b.pdf', 'o/r', files)).toBeNull();
    expect(isCopyOf('Report (1).pdf', files)).toBe(true);
    expect(isCopyOf('Report.pdf', files)).toBe(false);
    expect(blobUrl('o/r', 'abc', 'reports/a b [1].pdf')).toBe('https://github.com/o/r/blob/abc/reports/a%20b%20%5B1%5D.pdf');
  });
});
