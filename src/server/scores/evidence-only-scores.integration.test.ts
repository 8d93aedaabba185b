import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsListInput, type ProjectsListInput } from '@/contracts/projects';
import { METHODOLOGY_VERSION, MIN_COVERAGE, SIGNAL_KEYS } from '@/lib/score/methodology';
import { REAL_DATA_DIR } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '../db/prepare-database';
import { projectScores, signals } from '../db/schema';
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
const realProjects = readData('protocols.json');
const realAudits = readData('audits.json');
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
  it('ranks at least the 200 best-known projects with a number in the default view', async () => {
    const ranked = await scoresOf(bestKnown);
    expect(ranked).toHaveLength(200);
    for (const row of ranked) {
      expect(row.score, row.id).toEqual(expect.any(Number));
      expect(row.rank, row.id).toBeGreaterThan(0);
    }
    const page = await list({ dataPerPage: 100 });
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(page.data.map((row) => row.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(page.data.every((row) => row.score !== null && row.tier !== null)).toBe(true);
  });

  it('lists a project with no audit, no incident and no market data as not enough data, not ranked', async () => {
    const detail = (await getProjectDetail(database.handle.db, SYNTHETIC.slug))!;
    // Two chains and one published contract: 0.15 × 0.05 + 0.3 × 0.08 = 0.0315, below the minimum.
    expect(detail.score).toMatchObject({
      value: null,
      tier: null,
      rank: null,
      percentile: null,
      coverage: 0.0315,
      confidence: 'low',
      minCoverage: MIN_COVERAGE,
    });
    // The default view leaves it out; the view of the projects with not enough data shows it, unranked.
    const byDefault = await list({ sort: { field: 'name', order: 'desc' }, dataPerPage: 100 });
    expect(byDefault.data.map((row) => row.id)).not.toContain(SYNTHETIC.slug);
    const others = await list({ filter: { coverage: 'not_enough' }, dataPerPage: 100 });
    expect(others.total).toBe(await countNotEnoughData(database.handle.db, { filter: {} }));
    expect(others.data.every((row) => row.score === null && row.rank === null)).toBe(true);
    const { data } = await list({
      filter: { categories: ['Token'], coverage: 'not_enough' },
      dataPerPage: 100,
    });
    expect(data.find((row) => row.id === SYNTHETIC.slug)).toMatchObject({ score: null, rank: null });
    // A watchlist shows all its projects, with or without a score.
    const watched = await list({ projectIds: [SYNTHETIC.slug, 'uniswap'] });
    expect(watched.data.map((row) => [row.id, row.score === null])).toEqual([
      ['uniswap', false],
      [SYNTHETIC.slug, true],
    ]);
    // So does Bitcoin, which the data set gives no market rank.
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
    const reports = realAudits
      .filter((audit) => audit.protocolSlug === 'aave')
      .map((audit) => audit.reportUrl ?? (audit.links as string[])[0]);
    const auditCount = byKey.get('audit_count')!;
    expect(auditCount.value).toBe(reports.length);
    expect(auditCount.evidence.map((link) => link.url).sort()).toEqual([...reports].sort());
    expect(auditCount.dataSets).toEqual([
      {
        name: 'Trail of Bits publications',
        url: 'https://github.com/trailofbits/publications',
        asOf: '2026-07-23',
      },
    ]);
    const incident = realIncidents.find((record) => record.protocolSlug === 'aave')!;
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
      state: 'measured',
      measuredAt: '2026-09-16T00:00:00.000Z',
      dataSets: [{ name: 'web3icons metadata', asOf: '2026-09-16' }],
    });
  });

  it('states coverage and confidence from what is known, and keeps a stale rank enough for a score', async () => {
    // Dogecoin: known only by its market rank, 9th; no chain, contract, audit or incident in the data sets.
    const dogecoin = (await getProjectDetail(database.handle.db, 'dogecoin'))!.score!;
    // Sub-score 100 − 100 × log10(9) / log10(5000) = 74.20; coverage 0.15 × 0.50 = 0.075.
    expect(dogecoin).toMatchObject({ value: 74.2, tier: 'A', coverage: 0.075, confidence: 'low' });
    // Months later, with no refresh, every measurement of the data sets is stale: coverage halves, and a rank
    // still carries the 200 best-known projects over the minimum.
    await recomputeScores(database.handle.db, { asOf: new Date(NOW.getTime() + 400 * DAY_MS) });
    const later = (await getProjectDetail(database.handle.db, 'dogecoin'))!.score!;
    expect(later).toMatchObject({ value: 74.2, coverage: 0.0375, confidence: 'low' });
    expect((await scoresOf(bestKnown)).every((row) => row.score !== null)).toBe(true);
    const [synthetic] = await scoresOf([SYNTHETIC.slug]);
    expect(synthetic!.score).toBeNull();
    await recomputeScores(database.handle.db, { asOf: NOW });
    expect(
      (
        await database.handle.db.select().from(projectScores).where(eq(projectScores.projectId, 'dogecoin'))
      )[0],
    ).toMatchObject({ coverage: 0.075 });
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
