import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '@/contracts/imports';
import { REAL_DATA_DIR } from '@/testing/real-data';
import { projectIdFor } from './import-projects';
import { REAL_AUDIT_FILES } from '@/testing/real-data';
import { auditFullNames, domainOf, firstKnownDateOf, ProjectIndex, type MatchResult } from './match-project';

// The importer's matcher over the data sets this repository ships: what a first start links.
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, file), 'utf8')) as T[];
const catalogue = read<ProjectRecord>('protocols.json');
const incidents = read<{
  id: string;
  date: string;
  project: string;
  projectSlug: string | null;
  protocolSlug: string | null;
  type: string;
  chain: string | null;
  lossUsd: number | null;
}>('incidents.json');

const audits = REAL_AUDIT_FILES.flatMap((file) =>
  read<{
    project: string;
    title: string | null;
    projectUrl: string | null;
    auditor: string;
    date: string;
    reportUrl: string | null;
    slug: string;
    protocolSlug: string | null;
    addresses?: string[];
  }>(file),
);

const canonical = new Set(
  catalogue.map((record) => record.slug).filter((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)),
);
// As import-projects.ts stores them and load-project-index.ts reads them back.
const projects = new Map(
  catalogue.map((record) => [
    projectIdFor(record.slug, record.name, canonical),
    { ...record, id: projectIdFor(record.slug, record.name, canonical) },
  ]),
);
const index = new ProjectIndex(
  catalogue.map((record) => ({
    id: projectIdFor(record.slug, record.name, canonical),
    importKey: record.slug,
    name: record.name,
    aliases: record.aliases,
    category: record.category,
    domain: domainOf(record.url),
    chains: record.chains,
    addresses: record.symbol ? Object.values(record.addresses) : [],
  })),
);
const matches = new Map<string, MatchResult>(
  incidents.map((incident) => [
    incident.id,
    index.match({
      name: incident.project,
      slugs: incident.projectSlug ? [incident.projectSlug] : [],
      keySlug: incident.protocolSlug,
      domain: null,
      chain: incident.chain,
      addresses: [],
      kindText: `${incident.project} ${incident.type}`,
      date: incident.date,
    }),
  ]),
);
// As import-audits.ts matches them.
const auditMatches = audits.map((audit) => ({
  audit,
  match: index.match({
    name: audit.project,
    slugs: [audit.slug],
    keySlug: audit.protocolSlug,
    domain: domainOf(audit.projectUrl),
    chain: null,
    addresses: audit.addresses ?? [],
    kindText: audit.title,
    fullNames: auditFullNames(audit),
    title: audit.title,
    date: audit.date,
  }),
}));
const auditsOf = (auditor: string, project: string) =>
  auditMatches.filter(({ audit }) => audit.auditor === auditor && audit.project === project);
const projectOf = (id: string) => {
  const match = matches.get(id)!;
  return match.kind === 'linked' ? match.projectId : null;
};

describe('the shipped incidents linked to the shipped catalogue', () => {
  it('puts the best-known exploits on their projects', () => {
    expect(projectOf('20220329-ronin-network')).toBe('ronin');
    expect(projectOf('20230313-eulerfinance')).toBe('euler');
    expect(projectOf('20220624-harmony-s-horizon-bridge')).toBe('harmony');
    expect(projectOf('20230730-curve')).toBe('curve-dao-token');
    expect(projectOf('20251103-balancerv2')).toBe('balancer');
    expect(projectOf('20230827-balancer')).toBe('balancer');
    expect(projectOf('20231122-kyberswap')).toBe('kyberswap');
  });

  it('links no exploit to a project that only shares its name', () => {
    // A lending market on Arbitrum is not Atomic Wallet; ARK on BSC and Convergence (CVG) are other projects.
    expect(matches.get('20260807-atomic')).toMatchObject({ kind: 'review', candidateIds: ['atomic'] });
    expect(matches.get('20240324-ark')).toMatchObject({ kind: 'review' });
    expect(matches.get('20240801-convergence')).toMatchObject({
      kind: 'review',
      candidateIds: ['convergence', 'convergence-finance'],
    });
    const linkedTo = (projectId: string) =>
      incidents.filter((incident) => projectOf(incident.id) === projectId).map((incident) => incident.id);
    expect([...linkedTo('atomic'), ...linkedTo('ark'), ...linkedTo('convergence')]).toEqual([]);
  });

  it('links every incident of $1M or more, or leaves it explicitly without a listed project', () => {
    const large = incidents.filter((incident) => (incident.lossUsd ?? 0) >= 1_000_000);
    const byKind = (kind: MatchResult['kind']) =>
      large.filter((incident) => matches.get(incident.id)!.kind === kind).map((incident) => incident.id);
    // Linked: on the project's page. None: shown as "project not listed". Review: shown as "project under
    // review" until staff decide; only this one, whose name is a listed project's on another chain.
    expect(byKind('linked').length).toBeGreaterThanOrEqual(44);
    expect(byKind('review')).toEqual(['20220303-treasuredao']);
    expect(byKind('linked').length + byKind('none').length + byKind('review').length).toBe(large.length);
  });
});

describe('the shipped audits linked to the shipped catalogue', () => {
  it("links no audit to a token that shares its name but is younger, or on another ecosystem's chains", () => {
    // A 2021 Mochi is not the Mochi token on Base; Prism on Terra not PRISM on Solana; lvlUSD's Level not Level
    // Finance; Terra's 2021 bootstrapping pool not the LUNA of Terra 2; Oropocket, built on Tezos, not Tezos.
    expect(auditsOf('Halborn', 'Mochi').map(({ match }) => match)).toEqual([
      expect.objectContaining({ kind: 'review', candidateIds: ['mochi-thecatcoin'] }),
    ]);
    for (const [auditor, project, candidates] of [
      ['Oak Security', 'Prism', ['prism', 'prism-protocol']],
      ['Pashov Audit Group', 'Level', ['level', 'level-money']],
      ['Zellic', 'Level', ['level', 'level-money']],
      ['Oak Security', 'Terra', ['terra-luna-2']],
    ] as const) {
      const found = auditsOf(auditor, project);
      expect(found.length, `${auditor} ${project}`).toBeGreaterThan(0);
      for (const { match } of found)
        expect(match, `${auditor} ${project}`).toMatchObject({ kind: 'review', candidateIds: candidates });
    }
    expect(auditsOf('ABDK Consulting', 'Hive').map(({ match }) => match.kind)).toEqual(['review']);
    expect(auditsOf('Zellic', 'Zcash').map(({ match }) => match.kind)).toEqual([
      'linked',
      'linked',
      'linked',
    ]);
    // AtomOne, a chain of its own, is not the Cosmos Hub whose ticker ATOM its name starts with.
    const atomOne = auditMatches.filter(({ audit }) => audit.title === 'AtomOne');
    expect(atomOne.map(({ match }) => match.kind)).toEqual(['review', 'review']);
    expect(auditsOf('Zellic', 'Trust Wallet').map(({ match }) => match.kind)).toEqual(['review']);
    const oropocket = auditsOf('Halborn', 'Tezos').find(({ audit }) => audit.title === 'Tezos Oropocket');
    expect(oropocket?.match).toMatchObject({ kind: 'review', candidateIds: ['tezos'] });
    // Level Finance keeps its own exploit, on BSC.
    expect(projectOf('20230502-level')).toBe('level');
  });

  it('links no audit by name alone to a token or wallet before its first known date', () => {
    const early = auditMatches.filter(({ audit, match }) => {
      if (match.kind !== 'linked' || (match.by !== 'name' && match.by !== 'alias')) return false;
      const project = projects.get(match.projectId)!;
      const first = firstKnownDateOf({ chains: project.chains });
      return (
        ['Token', 'Wallet'].includes(project.category) &&
        first !== null &&
        audit.date.slice(0, 7) < first.slice(0, 7)
      );
    });
    expect(early.map(({ audit }) => `${audit.auditor} ${audit.project} ${audit.date}`)).toEqual([]);
  });
});
