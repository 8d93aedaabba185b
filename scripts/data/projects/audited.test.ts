import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRecord } from '@/contracts/imports';
import { renderRecords } from '../lib/render';
import { auditedCatalogue, auditedName, auditedProjects, isOwnSite, type AuditedInput } from './audited';

const read = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const input = JSON.parse(read('audited.input.json')) as AuditedInput;
const records = auditedProjects(input);
const byName = new Map(records.map((record) => [record.name, record]));

describe('the projects only the audits name, on a recorded excerpt of the catalogue and the audits', () => {
  it('rebuilds its recorded output byte for byte', () => {
    expect(renderRecords(auditedCatalogue.parse(input))).toBe(read('audited.output.json'));
  });

  it('files each under Other, on no known chain, valid for the importer and credited to the firms read', () => {
    for (const record of records) {
      expect(projectRecord.safeParse(record).success).toBe(true);
      expect(record).toMatchObject({ category: 'Other', chains: [], symbol: null, marketCapRank: null });
      expect(record.sources[0]).toBe('rampart/audited-projects');
      expect(record.sources.length).toBeGreaterThan(1);
    }
  });

  it('adds none that a listed project answers to, or that starts like one', () => {
    // Aave and Polygon are listed; ARGENT ACCOUNT ON STARKNET may be argent x's; LIDO ACCOUNTING ZK ORACLE Lido's.
    const names = records.map((record) => record.name.toLowerCase());
    for (const listed of ['aave', 'polygon', 'argent', 'lido']) expect(names.some((name) => name.startsWith(listed))).toBe(false);
  });

  it("makes one project of a firm's names for its products, but not of two projects that share a plain word", () => {
    expect(byName.get('Dfinity')!.aliases).toEqual(
      expect.arrayContaining(['DFINITY Consensus', 'DFINITY Threshold ECDSA', 'DFINITY Canister Sandbox']),
    );
    expect(byName.get('Yield')!.aliases).toEqual(['Yield Protocol', 'Yield V2']);
    expect(byName.has('Yield Basis')).toBe(true);
    expect(byName.get('Cork')!.aliases).toEqual(['Cork Best Efforts Audit Contest Report', 'Cork Protocol']);
  });

  it("stops rather than drop a name or a firm to fit the importer's limits", () => {
    const audit = (project: string, source = 'example/portfolio') => ({
      project,
      title: null,
      projectUrl: null,
      auditor: 'Example Audit Firm 1',
      date: '2026-01-01',
      reportUrl: `https://github.com/${source}/blob/0/${project}.pdf`,
      slug: project.toLowerCase().replace(/\s+/g, '-'),
      source,
    });
    const products = Array.from({ length: 51 }, (_, n) => audit(`Synthetic Harbor Vault${n}`));
    expect(() => auditedProjects({ catalogue: [], audits: [audit('Synthetic Harbor'), ...products] })).toThrow(
      /Synthetic Harbor: 51 other names/,
    );
    const firms = Array.from({ length: 10 }, (_, n) => audit('Synthetic Harbor', `example/portfolio-${n}`));
    expect(() => auditedProjects({ catalogue: [], audits: firms })).toThrow(/11 sources/);
    expect(auditedProjects({ catalogue: [], audits: firms.slice(0, 9) })[0]!.sources).toHaveLength(10);
  });

  it("keeps a website only where the firm's index links the project's own", () => {
    expect(byName.get('Dfinity')!.url).toBe('https://dfinity.org/');
    // Trail of Bits reviewed Kolibri for the Tezos Foundation, and links the foundation.
    expect(byName.get('Kolibri')!.url).toBeNull();
    expect(isOwnSite('https://tezos.foundation/', 'Kolibri')).toBe(false);
    expect(isOwnSite('https://ston.fi/', 'STON.fi DEX')).toBe(true);
    expect(isOwnSite('https://www.brahma.fi/', 'Brahma')).toBe(true);
    expect(isOwnSite('not a url', 'Brahma')).toBe(false);
  });
});

describe("the name of a project in a firm's words", () => {
  it.each([
    ['UPD hexens kerne', 'Hexens', 'kerne'],
    ['Cork Best Efforts Audit Contest Report', 'Sherlock', 'Cork'],
    ['NM 0411 0491 Security Review World Rollup Boost', 'Nethermind Security', 'World Rollup Boost'],
    ['NM 0530 LIDO ACCOUNTING ZK ORACLE', 'Nethermind Security', 'Lido Accounting ZK Oracle'],
    ['ARGENT ACCOUNT ON STARKNET', 'Nethermind Security', 'Argent Account on Starknet'],
    ['Yieldly Finance Bridge Ethereum v 1 1', 'Halborn', 'Yieldly Finance Bridge Ethereum'],
    ['Session Token - October', 'Zellic', 'Session Token'],
    ['Audit Report – Neutron Auction', 'Oak Security', 'Neutron Auction'],
    ['Locus Smart Contracts', 'Zellic', 'Locus'],
  ])('%s (%s) is %s', (project, auditor, name) => {
    expect(auditedName(project, auditor)).toBe(name);
  });

  it('is nothing where only what the document is remains', () => {
    expect(auditedName('Audit Report', 'Oak Security')).toBeNull();
    expect(auditedName('Hexens Audit', 'Hexens')).toBeNull();
  });
});
