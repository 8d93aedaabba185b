import { beforeAll, describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { projectsListInput, type ProjectsListInput } from '@/contracts/projects';
import { realProjects } from '@/testing/real-data';
import { testDriver } from '@/testing/test-database';
import { seedSyntheticProjects } from '../setup/seed/seed-synthetic-projects';
import { listFilterOptions } from './filter-options';
import { listLeaderboard } from './list-leaderboard';

const NOW = new Date('2026-11-01T12:00:00Z');
const SYNTHETIC = 300;
// The real data sets, and synthetic projects beside them for what no public source gives: market
// capitalisations and audits in progress.
const database = preparedTestDatabase({ prepare: { seed: 'real', now: NOW }, isAppDatabase: false });
beforeAll(async () => {
  await seedSyntheticProjects(database.handle.db, { count: SYNTHETIC, now: NOW });
});

const list = (input: Partial<ProjectsListInput>) =>
  listLeaderboard(database.handle.db, projectsListInput.parse(input));

describe(`listLeaderboard on ${testDriver()}`, () => {
  it('lists the projects by rank with logo, first ticker, score and badges', async () => {
    // The default view ranks the projects with enough evidence; all of them, ranked or not, are there too.
    const page = await list({ currentPage: 1, dataPerPage: 25 });
    const everyone = await list({ currentPage: 1, dataPerPage: 25, filter: { coverage: 'any' } });
    expect(everyone.total).toBe(realProjects().length + SYNTHETIC);
    expect(page.total).toBeGreaterThan(200);
    expect(page.total).toBeLessThan(everyone.total);
    expect(page.data).toHaveLength(25);
    expect(page.data.map((row) => row.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const scores = page.data.map((row) => row.score!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const bySlug = new Map(realProjects().map((project) => [project.slug, project]));
    for (const row of page.data) {
      expect(row.logo).toMatch(/^\/logos\/(tokens|networks|wallets|exchanges|coins|monogram)\/[^/]+\.png$/);
      const real = bySlug.get(row.id);
      if (real) expect(row).toMatchObject({ name: real.name, ticker: real.symbol });
      else expect(row.name).toMatch(/^Synthetic Project \d{5}$/);
      expect(row.tier).toMatch(/^(AAA|AA|A|BBB|BB|B|CCC)$/);
      expect(['audited', 'under_audit', 'not_audited']).toContain(row.auditStatus);
    }
  });

  it('pages on the server', async () => {
    const first = await list({ currentPage: 1, dataPerPage: 10 });
    const second = await list({ currentPage: 2, dataPerPage: 10 });
    expect(second.data[0]!.rank).toBe(11);
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(20);
  });

  it('reads a page of the plain ranking as the general query orders it, to the last page', async () => {
    // A filter that every scored project passes takes the general query.
    for (const currentPage of [1, 2, 7]) {
      const plain = await list({ currentPage, dataPerPage: 25 });
      const general = await list({ currentPage, dataPerPage: 25, filter: { scoreMin: 0 } });
      expect(plain.data.map((row) => row.id)).toEqual(general.data.map((row) => row.id));
    }
    const { total } = await list({ dataPerPage: 25 });
    const lastPage = Math.ceil(total / 100);
    const last = await list({ currentPage: lastPage, dataPerPage: 100 });
    expect(last.data).toHaveLength(total - (lastPage - 1) * 100);
  });

  it('includes Bitcoin with its BTC ticker', async () => {
    const all = await list({ currentPage: 1, dataPerPage: 100, projectIds: ['bitcoin', 'ethereum'] });
    expect(all.total).toBe(2);
    expect(all.data.find((row) => row.id === 'bitcoin')).toMatchObject({
      name: 'Bitcoin',
      ticker: 'BTC',
      logo: '/logos/tokens/BTC.png',
    });
  });

  it.each([
    ['marketCap', 'desc', (row: { marketCapUsd: number | null }) => row.marketCapUsd],
    ['score', 'asc', (row: { score: number | null }) => row.score],
    ['change24h', 'desc', (row: { change24h: number | null }) => row.change24h],
  ] as const)('sorts by %s %s with missing values last', async (field, order, value) => {
    const page = await list({ sort: { field, order }, dataPerPage: 100 });
    const values = page.data.map((row) => value(row as never));
    const present = values.filter((v): v is number => v !== null);
    expect(values.slice(0, present.length)).toEqual(present);
    expect(present).toEqual([...present].sort((a, b) => (order === 'asc' ? a - b : b - a)));
  });

  it('sorts by name', async () => {
    const page = await list({ sort: { field: 'name', order: 'asc' }, dataPerPage: 50 });
    const names = page.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by chain, category, score range and audit status, and counts the matches', async () => {
    const options = await listFilterOptions(database.handle.db);
    expect(options.chains).toContain('Ethereum');
    // The categories a researcher filters by, as the catalogue files its projects.
    expect(options.categories).toEqual(
      expect.arrayContaining([
        'Lending',
        'DEX',
        'Bridge',
        'Liquid staking',
        'Restaking',
        'Stablecoin',
        'L1',
        'L2',
      ]),
    );
    expect(options.categories).not.toContain('Chain');

    const filtered = await list({
      filter: { chains: ['Ethereum'], scoreMin: 40, scoreMax: 80, auditStatus: 'audited' },
      dataPerPage: 100,
    });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(realProjects().filter((p) => p.chains.includes('Ethereum')).length);
    for (const row of filtered.data) {
      expect(row.chains).toContain('Ethereum');
      expect(row.score).toBeGreaterThanOrEqual(40);
      expect(row.score).toBeLessThanOrEqual(80);
      expect(row.auditStatus).toBe('audited');
    }
    const exchanges = await list({ filter: { categories: ['DEX'] }, dataPerPage: 100 });
    expect(exchanges.data.map((row) => row.id)).toEqual(expect.arrayContaining(['uniswap']));
    expect(exchanges.data.every((row) => row.category === 'DEX')).toBe(true);

    const alerted = await list({ filter: { auditStatus: 'has_alerts' }, dataPerPage: 100 });
    expect(alerted.total).toBeGreaterThan(0);
    expect(alerted.data.every((row) => row.hasAlerts)).toBe(true);
    const underAudit = await list({ filter: { auditStatus: 'under_audit' }, dataPerPage: 100 });
    expect(underAudit.total).toBeGreaterThan(0);
    const notAudited = await list({ filter: { auditStatus: 'not_audited' }, dataPerPage: 100 });
    expect(notAudited.data.every((row) => row.auditStatus !== 'audited')).toBe(true);
  });

  it('answers an empty list of project ids with no rows', async () => {
    expect(await list({ projectIds: [] })).toMatchObject({ data: [], total: 0 });
  });
});
