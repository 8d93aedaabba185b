import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '@/contracts/imports';
import { REAL_AUDIT_FILES, REAL_DATA_DIR, REAL_PROJECT_FILES } from '@/testing/real-data';
import { catalogueIndex } from './catalogue-index';
import { auditKeys, firstKnownDateOf, incidentKeys, type MatchResult } from './match-project';

// The importer's matcher over the data sets this repository ships: what a first start links.
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, file), 'utf8')) as T[];
// The catalogue, then the projects only the audits name (data/projects/), in the importer's order.
const catalogue = read<ProjectRecord>('protocols.json');
const allProjects = REAL_PROJECT_FILES.flatMap((file) => read<ProjectRecord>(file));
const audited = new Set(read<ProjectRecord>('projects/audited.json').map((record) => record.slug));
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

// As import-projects.ts stores them and load-project-index.ts reads them back.
const { index, ids } = catalogueIndex(allProjects);
const projects = new Map(
  allProjects.map((record, position) => [ids[position]!, { ...record, id: ids[position]! }]),
);
const matches = new Map<string, MatchResult>(
  incidents.map((incident) => [incident.id, index.match(incidentKeys(incident))]),
);
// As import-audits.ts matches them.
const auditMatches = audits.map((audit) => ({ audit, match: index.match(auditKeys(audit)) }));
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
    // review" until staff decide: TreasureDAO, whose name is a listed project's on another chain, and those whose
    // name is only that of a project an audit names, of which nothing else is known (no chain, website or
    // contract).
    expect(byKind('linked').length).toBeGreaterThanOrEqual(44);
    const review = byKind('review').filter((id) => id !== '20220303-treasuredao');
    expect(byKind('review')).toContain('20220303-treasuredao');
    expect(review.length).toBeGreaterThan(0);
    for (const id of review) {
      const match = matches.get(id)! as Extract<MatchResult, { kind: 'review' }>;
      expect(
        match.candidateIds.every((candidate) => audited.has(candidate)),
        id,
      ).toBe(true);
    }
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

describe('the projects only the audits name (data/projects/audited.json)', () => {
  const catalogueOnly = catalogueIndex(catalogue).index;
  const linked = auditMatches.filter(({ match }) => match.kind === 'linked');

  it('put at least 60 % of the shipped audits on a project page', () => {
    expect(linked.length / auditMatches.length).toBeGreaterThanOrEqual(0.6);
  });

  it("take none of the catalogue's links: an audit the catalogue alone links keeps its project", () => {
    const moved = audits.flatMap((audit, position) => {
      const before = catalogueOnly.match(auditKeys(audit));
      const after = auditMatches[position]!.match;
      if (before.kind !== 'linked') return [];
      return after.kind === 'linked' && after.projectId === before.projectId
        ? []
        : [`${audit.auditor} ${audit.project}`];
    });
    expect(moved).toEqual([]);
  });

  it('give each of them at least one audit', () => {
    const withAudits = new Set(linked.map(({ match }) => (match as { projectId: string }).projectId));
    expect([...audited].filter((slug) => !withAudits.has(slug))).toEqual([]);
  });

  it('show audits of at least 4 firms on Aave, Uniswap, Compound, Lido and Curve', () => {
    const firmsOf = (projectId: string) =>
      new Set(
        linked
          .filter(({ match }) => (match as { projectId: string }).projectId === projectId)
          .map(({ audit }) => audit.auditor),
      );
    for (const projectId of ['aave', 'uniswap', 'compound-governance-token', 'lido-dao', 'curve-dao-token'])
      expect(firmsOf(projectId).size, projectId).toBeGreaterThanOrEqual(4);
  });

  it('link no incident by name alone to a project known by its names only', () => {
    // PeckShield's Pandora of 2022 is not the Pandora token drained in 2024; Exactly's exploit waits for staff.
    expect(matches.get('20240208-pandora')).toMatchObject({ kind: 'review', candidateIds: ['pandora'] });
    expect(matches.get('20230818-exactlyprotocol')).toMatchObject({
      kind: 'review',
      candidateIds: ['exactly'],
    });
    for (const [id, match] of matches)
      if (match.kind === 'linked' && audited.has(match.projectId)) {
        const project = projects.get(match.projectId)!;
        expect(project.url ?? project.chains[0] ?? null, id).not.toBeNull();
      }
  });
});
