import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsListInput, type ProjectsListInput } from '@/contracts/projects';
import { METHODOLOGY_VERSION, MIN_COVERAGE, SIGNAL_KEYS } from '@/lib/score/methodology';
import { REAL_DATA_DIR } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../setup/prepare-database';
import { audits, projectScores, signals } from '../db/schema';
import { importData } from '../imports/import-data';
import { findImportFiles } from '../imports/read-import-file';
import { getProjectDetail } from '../projects/get-project-detail';
import { countNotEnoughData, listLeaderboard } from '../projects/list-leaderboard';
import { recordDailyScoring } from './daily-scoring-day';
import { recomputeScores } from './recompute-scores';
import { runDailyScoring } from './run-daily-scoring';
import { DAY_MS } from '@/config/constants';

// A real-data start: the shipped data sets imported into an empty database, scored as of this day.
const NOW = new Date('2026-11-26T12:00:00Z');
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-evidence-'));
const readData = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, file), 'utf8')) as Record<string, unknown>[];
const catalogueSlugs = new Set(readData('protocols.json').map((project) => String(project.slug)));
const auditedSlugs = new Set(readData('projects/audited.json').map((project) => String(project.slug)));
const realProjects = [...readData('protocols.json'), ...readData('projects/audited.json')];
const realIncidents = readData('incidents.json');

// The best-known projects: the 200 that the projects data set ranks highest by market capitalisation.
const bestKnown = realProjects
  .filter((project) => typeof project.marketCapRank === 'number')
  .sort((a, b) => (a.marketCapRank as number) - (b.marketCapRank as number))
  .slice(0, 200)
  .map((project) => String(project.slug));

// A project the data sets describe (chains, a contract address) but know nothing about that judges it: no audit,
// no incident, no market figure.
const SYNTHETIC = {
  name: 'Synthetic Project 04217',
  slug: 'synthetic-project-04217',
  symbol: 'SX04217',
  category: 'Token',
  chains: ['Ethereum', 'Base'],
  addresses: { Ethereum: '0x0000000000000000000000000000000000a04217' },
  sources: ['rampart-test-fixtures'],
  licence: 'CC0-1.0',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
  const synthetic = path.join(tempDir, 'synthetic.json');
  fs.writeFileSync(synthetic, JSON.stringify([SYNTHETIC]));
  const files = [...(await findImportFiles(REAL_DATA_DIR)), { kind: 'projects' as const, file: synthetic }];
  const report = await importData(database.handle.db, { files, now: NOW });
  expect(report.isImported).toBe(true);
}, 180_000);
afterAll(async () => {
  await database.dispose();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const list = (input: Partial<ProjectsListInput>) =>
  listLeaderboard(database.handle.db, projectsListInput.parse(input));
const scoresOf = async (ids: readonly string[]) =>
  database.handle.db
    .select({ id: projectScores.projectId, score: projectScores.score, rank: projectScores.rank })
    .from(projectScores)
    .where(inArray(projectScores.projectId, [...ids]));

describe(`scores from evidence only, on the shipped data sets, on ${testDriver()}`, () => {
  it('rates only the projects with security evidence and enough coverage, and ranks each of them', async () => {
    const { db } = database.handle;
    // Security evidence, as the methodology names it: a completed audit, a bug bounty, an incident on record, or a
    // governance fact read from the contracts; a market figure, a chain or an address is none.
    const rows = await db.execute<{
      id: string;
      score: number | null;
      tier: string | null;
      rank: number | null;
      percentile: number | null;
      coverage: number;
      evidence: boolean;
    }>(sql`
      select s.project_id as id, s.score, s.tier, s.rank, s.percentile, s.coverage,
        exists (
          select 1 from signals g
          where g.project_id = s.project_id and g.value is not null and g.measured_at is not null
            and ((g.key in ('audit_count', 'bug_bounty_usd', 'incidents_3y') and g.value >= 1)
              or g.key in ('multisig_threshold', 'timelock_hours', 'privileged_functions'))
        ) as evidence
      from project_scores s`);
    const all = rows.rows.map((row) => ({ ...row, score: row.score === null ? null : Number(row.score) }));
    expect(all.length).toBe(realProjects.length + 1);
    for (const row of all) {
      const isRated = row.evidence && Number(row.coverage) >= MIN_COVERAGE;
      expect(row.score !== null, `${row.id} rated`).toBe(isRated);
      expect(row.tier !== null, `${row.id} tier`).toBe(isRated);
      expect(row.rank !== null, `${row.id} rank`).toBe(isRated);
      expect(row.percentile !== null, `${row.id} percentile`).toBe(isRated);
    }
    const rated = all.filter((row) => row.score !== null);
    // 365 of the 2,046 projects of the catalogue as of 2026-11: the ones with an audit record beside the incident
    // lookup every project gets; and every project only the audits name, each with its audit record.
    const ratedInCatalogue = rated.filter((row) => catalogueSlugs.has(row.id));
    expect(ratedInCatalogue.length).toBeGreaterThan(350);
    expect(ratedInCatalogue.length).toBeLessThan(450);
    expect(rated.filter((row) => auditedSlugs.has(row.id)).length).toBe(auditedSlugs.size);
    expect(rated.map((row) => row.rank).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: rated.length }, (_, i) => i + 1),
    );
    const reasonOf = async (id: string) => {
      const score = (await getProjectDetail(db, id))!.score!;
      return score.value === null ? score.notRatedReason : 'rated';
    };
    for (const id of ['uniswap', 'chainlink', 'arbitrum']) expect(await reasonOf(id), id).toBe('rated');
    // Bitcoin and Ronin (its incident of 2022-03-29 is older than three years): nothing but the incident lookup
    // that found none. Bybit: its incident of 2025-02-21 is evidence, but without an audit it covers
    // 0.3 × (0.50 + 0.35) = 0.255 only, below the floor.
    expect(await reasonOf('bitcoin')).toBe('no_security_record');
    expect(await reasonOf('ronin')).toBe('no_security_record');
    expect(await reasonOf('bybit')).toBe('coverage_below_floor');
    // The default view lists exactly the rated projects, by rank.
    const page = await list({ dataPerPage: 100 });
    expect(page.total).toBe(rated.length);
    expect(page.data.map((row) => row.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(page.data.every((row) => row.score !== null && row.tier !== null)).toBe(true);
  });

  it('lists a project with no security evidence as not rated, with the reason, and never ranks it', async () => {
    const detail = (await getProjectDetail(database.handle.db, SYNTHETIC.slug))!;
    // Looked up in the incident data sets and none found: incidents_3y (50) and incident_losses_usd_3y (35) are
    // measured, 0.3 × (0.50 + 0.35) = 0.255; its two chains and one contract are descriptive, weight 0.
    expect(detail.score).toMatchObject({
      value: null,
      tier: null,
      rank: null,
      percentile: null,
      coverage: 0.255,
      confidence: 'low',
      minCoverage: MIN_COVERAGE,
      notRatedReason: 'no_security_record',
    });
    // The default view leaves it out; the view of the projects that are not rated shows it, unranked.
    const byDefault = await list({ sort: { field: 'name', order: 'desc' }, dataPerPage: 100 });
    expect(byDefault.data.map((row) => row.id)).not.toContain(SYNTHETIC.slug);
    const others = await list({ filter: { coverage: 'not_enough' }, dataPerPage: 100 });
    const [{ notRated }] = (
      await database.handle.db.execute<{ notRated: number }>(
        sql`select count(*)::int as "notRated" from project_scores where score is null`,
      )
    ).rows as [{ notRated: number }];
    expect(others.total).toBe(notRated);
    expect(others.total).toBe(await countNotEnoughData(database.handle.db, { filter: {} }));
    expect(others.data).toHaveLength(100);
    expect(others.data.every((row) => row.score === null && row.rank === null)).toBe(true);
    // Filtered by category too, page by page, it is there, unranked, among Tokens that are not rated only.
    const tokens = [];
    for (let currentPage = 1; ; currentPage += 1) {
      const { data, total } = await list({
        filter: { categories: ['Token'], coverage: 'not_enough' },
        currentPage,
        dataPerPage: 100,
      });
      tokens.push(...data);
      if (tokens.length >= total || data.length === 0) break;
    }
    expect(tokens.every((row) => row.score === null && row.rank === null)).toBe(true);
    expect(tokens.find((row) => row.id === SYNTHETIC.slug)).toMatchObject({ score: null, rank: null });
    // A watchlist shows all its projects, rated or not.
    const watched = await list({ projectIds: [SYNTHETIC.slug, 'uniswap'] });
    expect(watched.data.map((row) => [row.id, row.score === null])).toEqual([
      ['uniswap', false],
      [SYNTHETIC.slug, true],
    ]);
    expect(await scoresOf(['bitcoin'])).toEqual([{ id: 'bitcoin', score: null, rank: null }]);
  });

  it('lists every signal of a project page with its evidence, or as unknown', async () => {
    const detail = (await getProjectDetail(database.handle.db, SYNTHETIC.slug))!;
    const signals = detail.score!.categories.flatMap((category) => category.signals);
    expect(signals.map((signal) => signal.key).sort()).toEqual([...SIGNAL_KEYS].sort());
    for (const signal of signals) {
      if (signal.state === 'not_available') {
        expect(signal, signal.key).toMatchObject({ value: null, evidence: [], dataSets: [] });
      } else {
        expect(signal.evidence.length + signal.dataSets.length, signal.key).toBeGreaterThan(0);
      }
    }
    const byKey = new Map(signals.map((signal) => [signal.key, signal]));
    expect(byKey.get('chain_count')).toMatchObject({
      value: 2,
      evidence: [
        { label: 'Ethereum', url: null },
        { label: 'Base', url: null },
      ],
      dataSets: [{ name: 'rampart-test-fixtures', url: null, asOf: null }],
    });
    expect(byKey.get('contract_addresses')).toMatchObject({
      value: 1,
      evidence: [
        {
          label: '0x0000…4217 on Ethereum (Etherscan)',
          url: 'https://etherscan.io/address/0x0000000000000000000000000000000000a04217',
        },
      ],
    });
    expect(byKey.get('audit_count')).toMatchObject({ state: 'not_available', value: null });
    expect(byKey.get('market_cap_rank')).toMatchObject({ state: 'not_available', value: null });
  });

  it("links audit signals to the reports, incident signals to the sources and transactions, with the data sets' days", async () => {
    const detail = (await getProjectDetail(database.handle.db, 'aave'))!;
    const byKey = new Map(
      detail.score!.categories.flatMap((category) => category.signals).map((signal) => [signal.key, signal]),
    );
    // The audits the firms' portfolios name Aave by, as the importer links them.
    const linked = await database.handle.db
      .select({ reportUrl: audits.reportUrl, source: audits.source })
      .from(audits)
      .where(eq(audits.projectId, 'aave'));
    const reports = linked.flatMap((audit) => (audit.reportUrl ? [audit.reportUrl] : []));
    const auditCount = byKey.get('audit_count')!;
    expect(reports.length).toBeGreaterThan(10);
    expect(auditCount.value).toBe(linked.length);
    // The evidence links the reports (the newest, as many as the page shows).
    expect(auditCount.evidence.length).toBeGreaterThan(0);
    for (const link of auditCount.evidence) expect(reports).toContain(link.url);
    expect(auditCount.dataSets.map((dataSet) => dataSet.name)).toEqual(
      expect.arrayContaining(['Trail of Bits publications', 'Sigma Prime public reports']),
    );
    expect(new Set(linked.map((audit) => audit.source)).size).toBe(auditCount.dataSets.length);
    const incident = realIncidents.find((record) => record.id === '20240828-aave')!;
    const incidents = byKey.get('incidents_3y')!;
    expect(incidents.dataSets).toEqual([
      { name: 'DeFiHackLabs', url: 'https://github.com/SunWeb3Sec/DeFiHackLabs', asOf: '2026-08-22' },
    ]);
    const urls = incidents.evidence.map((link) => link.url);
    expect(urls).toContain(incident.referenceUrl);
    // Every attack transaction has a link on its chain's block explorer.
    const hashes = (incident.attackTxs as string[]).map((url) => /0x[0-9a-f]{64}/i.exec(url)![0]);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) {
      expect(urls.some((url) => url?.endsWith(`/tx/${hash}`) && /scan|explorer/.test(url))).toBe(true);
    }
    expect(byKey.get('market_cap_rank')).toMatchObject({
      value: realProjects.find((project) => project.slug === 'aave')!.marketCapRank,
      // The web3icons ranks are of 2024-03-31: long stale.
      state: 'stale',
      measuredAt: '2024-03-31T00:00:00.000Z',
      dataSets: [{ name: 'web3icons metadata', asOf: '2024-03-31' }],
    });
  });

  it('states coverage and confidence from what is known, and never rates a project on its market rank', async () => {
    // Dogecoin: known only by its market rank, 9th, and the incident lookup that found none; no chain, contract,
    // audit or bounty in the data sets.
    const dogecoin = (await getProjectDetail(database.handle.db, 'dogecoin'))!.score!;
    // Incidents and losses measured, 0.3 × (0.50 + 0.35) = 0.255; the rank is of 2024-03-31, stale, so it covers
    // half its weight: 0.05 × 0.50 × 0.5 = 0.0125. 0.255 + 0.0125 = 0.2675, and no security evidence at all.
    expect(dogecoin).toMatchObject({
      value: null,
      tier: null,
      rank: null,
      coverage: 0.2675,
      confidence: 'low',
      notRatedReason: 'no_security_record',
    });
    // The page still shows what the rank says: 100 − 100 × log10(9) / log10(5000) = 74.20 with weight 50, the
    // three unknown market signals at the neutral 50: 74.2 × 0.5 + 50 × 0.5 = 62.1. None found is neutral: 50.
    expect(dogecoin.categories.map((category) => [category.key, category.score])).toEqual([
      ['code_security', null],
      ['operational_resilience', 50],
      ['fundamental_health', null],
      ['governance_strength', null],
      ['market_stability', 62.1],
      ['community_trust', null],
    ]);
    // Months later, with no refresh, every measurement of the data sets is stale and covers half its weight; the
    // best covered projects (audits, fix reviews, the incident lookup, a stale rank: 0.5675) keep 0.29, below the
    // floor: no project stays rated on old evidence.
    await recomputeScores(database.handle.db, { asOf: new Date(NOW.getTime() + 400 * DAY_MS) });
    const later = (await getProjectDetail(database.handle.db, 'dogecoin'))!.score!;
    // 0.255 × 0.5 + 0.0125 = 0.14.
    expect(later).toMatchObject({ value: null, coverage: 0.14, notRatedReason: 'no_security_record' });
    const arbitrum = (await getProjectDetail(database.handle.db, 'arbitrum'))!.score!;
    // Audits 0.4 × 0.75 × 0.5 = 0.15, incidents 0.3 × 0.85 × 0.5 = 0.1275, the rank stale already 0.0125: 0.29.
    expect(arbitrum).toMatchObject({
      value: null,
      rank: null,
      coverage: 0.29,
      notRatedReason: 'coverage_below_floor',
    });
    expect((await scoresOf(bestKnown)).every((row) => row.score === null && row.rank === null)).toBe(true);
    expect(await database.handle.db.$count(projectScores, isNotNull(projectScores.score))).toBe(0);
    // Scored again as of the day of the data sets, the ratings come back.
    await recomputeScores(database.handle.db, { asOf: NOW });
    expect(
      (
        await database.handle.db.select().from(projectScores).where(eq(projectScores.projectId, 'dogecoin'))
      )[0],
    ).toMatchObject({ score: null, coverage: 0.2675 });
    expect((await getProjectDetail(database.handle.db, 'arbitrum'))!.score).toMatchObject({
      rank: 1,
      coverage: 0.5675,
      notRatedReason: null,
    });
  });

  it('derives the signals of imported projects again after a change of methodology, and rescores at once', async () => {
    const { db } = database.handle;
    // What an import under the previous methodology left: a zero where no audit is on record.
    await db.insert(signals).values({
      projectId: 'bybit',
      key: 'audit_count',
      value: 0,
      measuredAt: NOW,
      source: 'import',
      state: 'measured',
    });
    await db
      .update(projectScores)
      .set({ methodologyVersion: '1.1.0' })
      .where(eq(projectScores.projectId, 'bybit'));
    // Today's scoring is done, yet the change of methodology does not wait for tomorrow.
    await recordDailyScoring(db, NOW);
    expect(await runDailyScoring(db, NOW)).toBe(true);
    const [auditCount] = await db
      .select()
      .from(signals)
      .where(and(eq(signals.projectId, 'bybit'), eq(signals.key, 'audit_count')));
    expect(auditCount).toMatchObject({ value: null, state: 'not_available' });
    const [bybit] = await db.select().from(projectScores).where(eq(projectScores.projectId, 'bybit'));
    expect(bybit!.methodologyVersion).toBe(METHODOLOGY_VERSION);
    expect(await runDailyScoring(db, NOW)).toBe(false);
  });
});
