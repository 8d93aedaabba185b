import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, asc, desc, eq } from 'drizzle-orm';
import { DAY_MS } from '@/config/constants';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshSourceName } from '@/config/refresh-sources';
import { projectsListInput } from '@/contracts/projects';
import { REAL_DATA_DIR } from '@/testing/real-data';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import type { Db } from '../db/client';
import { prepareDatabase } from '../setup/prepare-database';
import { audits, projectScores, projects, securityAlerts, signals, sourceRefreshRuns } from '../db/schema';
import { importData } from '../imports/import-data';
import { getProjectDetail } from '../projects/get-project-detail';
import { listLeaderboard } from '../projects/list-leaderboard';
import { getScoreHistory } from '../scores/get-score-history';
import { listAudits } from '../security/list-audits';
import { listSecurityAlerts } from '../security/list-security-alerts';
import { getDataFreshness } from './get-data-freshness';
import { readRefreshRuns } from './list-refresh-runs';
import { refreshSources, type RefreshOptions } from './refresh-sources';
import { runDailyRefresh } from './run-daily-refresh';

vi.hoisted(() => {
  // The fake sources below listen on loopback over plain http: the test configuration of the outbound client.
  process.env.OUTBOUND_ALLOW_LOOPBACK = 'on';
});

const FIXTURES = path.join(__dirname, 'fixtures');
const NOW = new Date('2026-11-26T06:00:00Z');
const LATER = new Date('2026-11-27T06:00:00Z');
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-refresh-'));

// The loopback server stands for the three public sources: each path answers what the test sets, by default
// the recorded answer of fixtures/.
type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const recorded =
  (file: string, type: string): Answer =>
  (_, response) => {
    response.writeHead(200, { 'content-type': type });
    response.end(fs.readFileSync(path.join(FIXTURES, file)));
  };
const DEFAULT_ANSWERS: Record<RefreshSourceName, Answer> = {
  defihacklabs: recorded('defihacklabs.md', 'text/plain; charset=utf-8'),
  trailofbits: recorded('trailofbits.md', 'text/plain; charset=utf-8'),
  coingecko: recorded('coingecko.json', 'application/json'),
};
const PATHS: Record<string, RefreshSourceName> = {
  '/SunWeb3Sec/DeFiHackLabs/main/README.md': 'defihacklabs',
  '/trailofbits/publications/master/README.md': 'trailofbits',
  '/api/v3/coins/markets': 'coingecko',
};
let answers = { ...DEFAULT_ANSWERS };
const asked: string[] = [];
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://loopback');
  asked.push(`${url.pathname}${url.search}`);
  const source = PATHS[url.pathname];
  if (!source) {
    response.writeHead(404).end();
    return;
  }
  answers[source](request, response);
});
let base = '';

// What a log line of the refresh said, as pino wrote it.
let logged: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _, done) {
      logged.push(
        ...chunk
          .toString('utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  }),
);

const optionsFor = (sources: RefreshSourceName[], now = NOW): RefreshOptions => ({
  sources,
  urls: {
    defihacklabs: `${base}/SunWeb3Sec/DeFiHackLabs/main/README.md`,
    trailofbits: `${base}/trailofbits/publications/master/README.md`,
    coingecko: `${base}/api/v3`,
  },
  coingeckoPages: 4,
  limits: { timeoutMs: 1_000, maxBytes: 1024 * 1024 },
  now,
  logger,
});
const ALL: RefreshSourceName[] = ['defihacklabs', 'trailofbits', 'coingecko'];

/** Everything a refresh may write, but its own record of the refresh: equal before and after means "changed nothing". */
async function dataOf(db: Db, { withSignalTimes = true } = {}) {
  return JSON.stringify({
    projects: await db
      .select({
        id: projects.id,
        rank: projects.marketCapRank,
        cap: projects.marketCapUsd,
        source: projects.marketSource,
        asOf: projects.marketAsOf,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .orderBy(asc(projects.id)),
    alerts: await db.select().from(securityAlerts).orderBy(asc(securityAlerts.id)),
    audits: await db.select().from(audits).orderBy(asc(audits.id)),
    scores: await db
      .select({ id: projectScores.projectId, score: projectScores.score, rank: projectScores.rank })
      .from(projectScores)
      .orderBy(asc(projectScores.projectId)),
    signals: (
      await db
        .select({
          id: signals.projectId,
          key: signals.key,
          value: signals.value,
          measuredAt: signals.measuredAt,
          at: signals.updatedAt,
        })
        .from(signals)
        .orderBy(asc(signals.projectId), asc(signals.key))
    ).map(({ measuredAt, ...row }) =>
      withSignalTimes
        ? row
        : // Without the times: an age read again later is the same age, counted from the same day.
          {
            ...row,
            at: null,
            value:
              row.key.endsWith('_age_days') && row.value !== null && measuredAt
                ? row.value - Math.floor(measuredAt.getTime() / DAY_MS)
                : row.value,
          },
    ),
  });
}

const leaderboardRankOf = async (db: Db, projectId: string) =>
  (await listLeaderboard(db, projectsListInput.parse({ projectIds: [projectId] }))).data[0]!.rank;

afterAll(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe(`refreshing the public sources on ${testDriver()}`, () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = await createTestDatabase();
    db = database.handle.db;
    await prepareDatabase(database.handle, { seed: 'none' });
    // The shipped data sets, as of their snapshots, but for one review that the recorded answer brings.
    const shippedAudits = JSON.parse(
      fs.readFileSync(path.join(REAL_DATA_DIR, 'audits', 'trailofbits.json'), 'utf8'),
    ) as { slug: string }[];
    const olderAudits = path.join(tempDir, 'trailofbits.json');
    fs.writeFileSync(olderAudits, JSON.stringify(shippedAudits.filter((audit) => audit.slug !== 'aave-v4')));
    const report = await importData(db, {
      files: [
        { kind: 'projects', file: path.join(REAL_DATA_DIR, 'protocols.json') },
        { kind: 'incidents', file: path.join(REAL_DATA_DIR, 'incidents.json') },
        { kind: 'audits', file: olderAudits },
      ],
      now: new Date('2026-11-20T12:00:00Z'),
    });
    expect(report.isImported).toBe(true);
  });
  afterAll(() => database.dispose());
  beforeEach(() => {
    answers = { ...DEFAULT_ANSWERS };
    logged = [];
  });

  it('reads the shipped snapshot dates until a source has refreshed', async () => {
    expect(await getDataFreshness(db)).toEqual(
      [
        ['defihacklabs', 'DeFiHackLabs', '2026-08-22'],
        ['trailofbits', 'Trail of Bits publications', '2026-07-23'],
        ['coingecko', 'web3icons metadata', '2024-03-31'],
      ].map(([source, name, asOf]) =>
        expect.objectContaining({ source, name, asOf, lastRefreshedAt: null, hasRecords: true }),
      ),
    );
    expect((await getProjectDetail(db, 'coin98'))!.market).toEqual({
      credit: {
        label: 'Source:',
        name: 'web3icons metadata',
        url: 'https://github.com/0xa3k5/web3icons',
        licence: 'MIT',
      },
      asOf: '2024-03-31',
    });
  });

  it('applies the recorded update: a new newest incident, a new review, and market ranks that move a project', async () => {
    const scoreOf = async (id: string) => (await getProjectDetail(db, id))!.score!;
    const marketStabilityOf = (score: Awaited<ReturnType<typeof scoreOf>>) =>
      score.categories.find((category) => category.key === 'market_stability')!.score;
    const coin98Before = await scoreOf('coin98');
    const solanaBefore = await scoreOf('solana');
    const solanaRankBefore = await leaderboardRankOf(db, 'solana');
    // Only Trail of Bits' audits are imported here: Solana is rated on them; Coin98 has none, so it is not.
    expect(solanaBefore).toMatchObject({ tier: expect.any(String), notRatedReason: null });
    expect(solanaRankBefore).toBeGreaterThan(1);
    expect(coin98Before).toMatchObject({ value: null, notRatedReason: 'no_security_record' });
    const [newestBefore] = await listSecurityAlerts(db, { limit: 1 });
    expect(newestBefore!.projectName).not.toBe('Synthetic Protocol 0042');

    const reports = await refreshSources(db, optionsFor(ALL));

    expect(reports).toEqual([
      expect.objectContaining({
        source: 'defihacklabs',
        status: 'refreshed',
        records: 4,
        added: 1,
        updated: 0,
        unchanged: 3,
      }),
      expect.objectContaining({
        source: 'trailofbits',
        status: 'refreshed',
        records: 7,
        added: 1,
        updated: 0,
        unchanged: 6,
      }),
      expect.objectContaining({
        source: 'coingecko',
        status: 'refreshed',
        records: 11,
        added: 0,
        updated: 10,
        unmatched: 1,
      }),
    ]);
    // The CoinGecko request is the documented one.
    expect(asked).toContain(
      '/api/v3/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=250&page=1',
    );
    const [newest] = await listSecurityAlerts(db, { limit: 1 });
    expect(newest).toMatchObject({
      projectName: 'Synthetic Protocol 0042',
      occurredAt: '2026-11-24T00:00:00.000Z',
      lossUsd: 42_000,
      credit: { name: 'DeFiHackLabs', licence: 'Apache-2.0' },
    });
    const aaveAudits = await listAudits(db, { state: 'completed', limit: 20, projectId: 'aave' });
    // The review of the product "Aave v4", named after the catalogue's Aave.
    // The list dates it "Feb 2026": a month it stays, on no made-up day (its time, the month's first, orders it).
    expect(aaveAudits).toContainEqual(
      expect.objectContaining({
        projectName: 'Aave',
        title: 'Aave v4',
        datePrecision: 'month',
        completedAt: '2026-02-01T00:00:00.000Z',
      }),
    );
    // Coin98 went from market-cap rank 302 to 7: its Market Stability rose, yet market figures never rate a project.
    const [coin98] = await db.select().from(projects).where(eq(projects.id, 'coin98'));
    expect(coin98).toMatchObject({
      marketCapRank: 7,
      marketCapUsd: 65_000_000_000,
      marketSource: 'coingecko',
      marketAsOf: '2026-11-25',
    });
    // Before, rank 302 (stale) alone: 100 − 100 × log10(302) / log10(5000) = 32.95, the three other market signals
    // at 50: 32.95 × 0.5 + 50 × 0.5 = 41.48. After, rank 7: 100 − 100 × log10(7) / log10(5000) = 77.15; 65 billion
    // USD: (log10(6.5e10) − 6) / 5 × 100 = 96.26; 96.26 × 0.25 + 77.15 × 0.5 + 50 × 0.25 = 75.14.
    expect(marketStabilityOf(coin98Before)).toBe(41.48);
    const coin98After = await scoreOf('coin98');
    expect(marketStabilityOf(coin98After)).toBe(75.14);
    expect(coin98After).toMatchObject({ value: null, rank: null, notRatedReason: 'no_security_record' });
    expect(await leaderboardRankOf(db, 'coin98')).toBeNull();
    // Solana, rated, keeps its rank 5 but gains a fresh rank and a capitalisation of 72 billion USD: rank
    // 100 − 100 × log10(5) / log10(5000) = 81.10, 81.10 × 0.5 + 50 × 0.5 = 65.55 before; capitalisation
    // (log10(7.2e10) − 6) / 5 × 100 = 97.15, 97.15 × 0.25 + 81.10 × 0.5 + 50 × 0.25 = 77.34 after. Market Stability
    // weighs 5 %: (77.34 − 65.55) × 0.05 = 0.59 points more, and coverage 0.05 × 0.25 (the capitalisation) +
    // 0.05 × 0.5 × 0.5 (the rank no longer stale) = 0.025 more. The leaderboard moves it up.
    const solanaAfter = await scoreOf('solana');
    expect([marketStabilityOf(solanaBefore), marketStabilityOf(solanaAfter)]).toEqual([65.55, 77.34]);
    expect(solanaAfter.value! - solanaBefore.value!).toBeCloseTo(0.59, 5);
    expect(solanaAfter.coverage - solanaBefore.coverage).toBeCloseTo(0.025, 5);
    expect(await leaderboardRankOf(db, 'solana')).toBeLessThan(solanaRankBefore!);
    // The day's history names what moved each score, and from which source: Solana's the CoinGecko figure,
    // Aave's the new review (not every source read that day).
    const causesOf = async (id: string) =>
      (await getScoreHistory(db, id, 2, NOW)).days.find((day) => day.day === '2026-11-26');
    const solanaDay = await causesOf('solana');
    expect(solanaDay!.causes).toContainEqual(
      expect.objectContaining({
        kind: 'data_refresh',
        sources: ['CoinGecko'],
        records: [
          {
            kind: 'market',
            change: 'updated',
            rankFrom: 5,
            rankTo: 5,
            capUsdFrom: null,
            capUsdTo: 72_000_000_000,
            asOf: '2026-11-25',
            source: 'CoinGecko',
          },
        ],
      }),
    );
    expect(solanaDay!.explanation).toContain(
      'CoinGecko: market capitalisation unknown → $72B as of 2026-11-25',
    );
    const aaveDay = await causesOf('aave');
    expect(aaveDay!.causes).toContainEqual(
      expect.objectContaining({
        kind: 'data_refresh',
        sources: ['Trail of Bits publications'],
        records: [
          expect.objectContaining({
            kind: 'audit',
            change: 'added',
            auditor: 'Trail of Bits',
            title: 'Aave v4',
            date: '2026-02',
            url: expect.stringContaining('2026-02-aave-v4-securityreview.pdf'),
          }),
        ],
      }),
    );
    expect(aaveDay!.explanation).toContain(
      'Trail of Bits publications: audit by Trail of Bits (Aave v4) of 2026-02, added',
    );
    // The score's market signals name CoinGecko and the day it gave, not the shipped data set's snapshot.
    const marketSignals = await db
      .select({
        key: signals.key,
        value: signals.value,
        source: signals.source,
        measuredAt: signals.measuredAt,
      })
      .from(signals)
      .where(eq(signals.projectId, 'coin98'));
    expect(
      marketSignals
        .filter((row) => row.key.startsWith('market_cap'))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      { key: 'market_cap_rank', value: 7, source: 'coingecko', measuredAt: new Date('2026-11-25T00:00:00Z') },
      {
        key: 'market_cap_usd',
        value: 65_000_000_000,
        source: 'coingecko',
        measuredAt: new Date('2026-11-25T00:00:00Z'),
      },
    ]);
    // Its page credits CoinGecko for them, as of the day CoinGecko gave; a project it did not list keeps its own.
    expect((await getProjectDetail(db, 'coin98'))!.market).toEqual({
      credit: {
        label: 'Data provided by',
        name: 'CoinGecko',
        url: 'https://www.coingecko.com',
        licence: 'CoinGecko API terms',
      },
      asOf: '2026-11-25',
    });
    expect((await getProjectDetail(db, 'digibyte'))!.market).toMatchObject({
      credit: { name: 'web3icons metadata' },
      asOf: '2024-03-31',
    });
    expect(await getDataFreshness(db)).toEqual(
      ['DeFiHackLabs', 'Trail of Bits publications', 'CoinGecko'].map((name) =>
        expect.objectContaining({
          name,
          asOf: '2026-11-26',
          lastRefreshedAt: NOW.toISOString(),
          hasRecords: true,
        }),
      ),
    );
  });

  it('changes nothing when the same answers come again (here read from the folder of recorded answers)', async () => {
    const before = await dataOf(db, { withSignalTimes: false });
    const reports = await refreshSources(db, { ...optionsFor(ALL, LATER), fromFolder: FIXTURES });
    expect(reports.map((report) => [report.source, report.status, report.added, report.updated])).toEqual([
      ['defihacklabs', 'refreshed', 0, 0],
      ['trailofbits', 'refreshed', 0, 0],
      ['coingecko', 'refreshed', 0, 0],
    ]);
    expect(reports.every((report) => report.scored === 0)).toBe(true);
    // The same records, values and scores; the incident lists were looked at again, so every project's count of
    // incidents is dated to this read, none found included.
    expect(await dataOf(db, { withSignalTimes: false })).toBe(before);
    const lookups = await db
      .select({ measuredAt: signals.measuredAt })
      .from(signals)
      .where(eq(signals.key, 'incidents_3y'));
    expect(lookups.length).toBeGreaterThan(100);
    expect(lookups.every((row) => row.measuredAt?.getTime() === LATER.getTime())).toBe(true);
    // It was a successful refresh all the same.
    expect((await getDataFreshness(db)).map((source) => source.lastRefreshedAt)).toEqual(
      ALL.map(() => LATER.toISOString()),
    );
  });

  const HTML_ERROR = '<html><body><h1>502 Bad Gateway</h1></body></html>';
  const cases: [string, RefreshSourceName, Answer][] = [
    [
      'a renamed "Lost" line',
      'defihacklabs',
      (_, response) =>
        response.end(
          fs
            .readFileSync(path.join(FIXTURES, 'defihacklabs.md'), 'utf8')
            .replaceAll('### Lost:', '### Loss:'),
        ),
    ],
    [
      'ten times as many coins as the last run',
      'coingecko',
      (_, response) => {
        const coins = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'coingecko.json'), 'utf8')) as {
          id: string;
        }[];
        response.end(
          JSON.stringify(
            Array.from({ length: 200 }, (__, i) => ({
              ...coins[i % coins.length]!,
              id: `synthetic-coin-${i}`,
            })),
          ),
        );
      },
    ],
    ['an error body instead of coins', 'coingecko', recorded('malformed/coingecko.json', 'application/json')],
    ['an answer that is not JSON', 'coingecko', (_, response) => response.end(HTML_ERROR)],
    ['a page that is not the README', 'defihacklabs', (_, response) => response.end(HTML_ERROR)],
    ['an HTTP error', 'trailofbits', (_, response) => response.writeHead(503).end('unavailable')],
    [
      'a rate limit',
      'coingecko',
      (_, response) => response.writeHead(429).end('{"status":{"error_code":429}}'),
    ],
    ['no answer in time', 'defihacklabs', () => undefined],
    [
      'a redirect to another host',
      'trailofbits',
      (_, response) => response.writeHead(302, { location: 'http://elsewhere.invalid/README.md' }).end(),
    ],
    [
      'an answer above the size cap',
      'coingecko',
      (_, response) => response.end(`[${'0,'.repeat(600_000)}0]`),
    ],
  ];
  it.each(cases)('refuses %s from %s: nothing changes, and it is logged', async (_, source, answer) => {
    answers[source] = answer;
    const before = await dataOf(db);
    const freshness = await getDataFreshness(db);
    const [report] = await refreshSources(db, optionsFor([source], new Date('2026-11-28T06:00:00Z')));
    expect(report).toMatchObject({ source, status: 'failed', added: 0, updated: 0 });
    expect(await dataOf(db)).toBe(before);
    expect(await getDataFreshness(db)).toEqual(freshness);
    const warning = logged.find((line) => line.level === 40);
    expect(warning).toMatchObject({
      source,
      msg: 'source not refreshed: its answer was refused and nothing changed',
    });
    expect(String(warning!.reason).length).toBeLessThanOrEqual(301);
    // The log names where the answer came from, never the answer itself.
    expect(JSON.stringify(warning)).not.toContain('Bad Gateway');
    // The run's report is kept, with its reason.
    const [run] = await db
      .select()
      .from(sourceRefreshRuns)
      .where(eq(sourceRefreshRuns.source, source))
      .orderBy(desc(sourceRefreshRuns.id))
      .limit(1);
    expect(run).toMatchObject({ status: 'failed', added: 0, updated: 0, reason: report!.reason });
  });

  it('skips the one record it cannot read, refreshes the others and keeps the report with the reason', async () => {
    answers.defihacklabs = recorded('malformed/defihacklabs.md', 'text/plain');
    answers.trailofbits = recorded('malformed/trailofbits.md', 'text/plain');
    const at = new Date('2026-11-28T07:00:00Z');
    const before = await dataOf(db, { withSignalTimes: false });
    const reports = await refreshSources(db, optionsFor(['defihacklabs', 'trailofbits'], at));
    expect(reports).toEqual([
      expect.objectContaining({
        source: 'defihacklabs',
        status: 'partial',
        records: 2,
        added: 0,
        updated: 0,
        unchanged: 1,
        skipped: [
          {
            position: 2,
            key: '20261342-synthetic-protocol-0043',
            reason: expect.stringMatching(/^date: /),
          },
        ],
      }),
      expect.objectContaining({
        source: 'trailofbits',
        status: 'partial',
        records: 2,
        added: 0,
        updated: 0,
        unchanged: 1,
        skipped: [{ position: 2, key: 'example-audit-target-3', reason: expect.stringMatching(/^date: /) }],
      }),
    ]);
    // Nothing of the skipped records was imported; the others were held already (the successful read dates the
    // lookups anew, the values stay).
    expect(await dataOf(db, { withSignalTimes: false })).toBe(before);
    // A partial run is a successful one: its day is the data's "as of".
    const freshness = new Map((await getDataFreshness(db)).map((source) => [source.source, source]));
    expect(freshness.get('defihacklabs')).toMatchObject({
      asOf: '2026-11-28',
      lastRefreshedAt: at.toISOString(),
    });
    expect(freshness.get('trailofbits')).toMatchObject({
      asOf: '2026-11-28',
      lastRefreshedAt: at.toISOString(),
    });
    const runs = await db
      .select()
      .from(sourceRefreshRuns)
      .where(and(eq(sourceRefreshRuns.finishedAt, at)))
      .orderBy(asc(sourceRefreshRuns.id));
    expect(runs).toEqual([
      expect.objectContaining({
        source: 'defihacklabs',
        status: 'partial',
        records: 2,
        unchanged: 1,
        skippedCount: 1,
        skipped: [expect.objectContaining({ key: '20261342-synthetic-protocol-0043' })],
        reason: null,
      }),
      expect.objectContaining({ source: 'trailofbits', status: 'partial', skippedCount: 1 }),
    ]);
    // Staff read them newest first, the skipped records with their reasons.
    const [latest] = await readRefreshRuns(db, 1);
    expect(latest).toMatchObject({
      source: 'trailofbits',
      status: 'partial',
      finishedAt: at.toISOString(),
      skipped: [{ position: 2, key: 'example-audit-target-3', reason: expect.stringMatching(/^date: /) }],
    });
  });

  it('keeps the market figures of the refresh through a later import of the shipped projects', async () => {
    const report = await importData(db, {
      files: [{ kind: 'projects', file: path.join(REAL_DATA_DIR, 'protocols.json') }],
      now: new Date('2026-11-28T12:00:00Z'),
    });
    expect(report.files[0]).toMatchObject({ added: 0, updated: 0 });
    const [coin98] = await db.select().from(projects).where(eq(projects.id, 'coin98'));
    expect(coin98).toMatchObject({ geckoId: 'coin98', marketCapRank: 7, marketSource: 'coingecko' });
  });

  it('refreshes the other sources when one is down', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/v3`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const at = new Date('2026-11-29T06:00:00Z');
    const options = optionsFor(['coingecko', 'defihacklabs', 'trailofbits'], at);
    const reports = await refreshSources(db, { ...options, urls: { ...options.urls, coingecko: downUrl } });
    expect(reports.map((report) => [report.source, report.status])).toEqual([
      ['coingecko', 'failed'],
      ['defihacklabs', 'refreshed'],
      ['trailofbits', 'refreshed'],
    ]);
    expect(logged.find((line) => line.level === 40)).toMatchObject({ source: 'coingecko' });
    const freshness = new Map((await getDataFreshness(db)).map((source) => [source.source, source]));
    expect(freshness.get('defihacklabs')!.lastRefreshedAt).toBe(at.toISOString());
    expect(freshness.get('coingecko')!.lastRefreshedAt).toBe(LATER.toISOString());
  });

  it('skips a source whose recorded answer the folder does not hold', async () => {
    const folder = path.join(tempDir, 'only-coingecko');
    fs.mkdirSync(folder);
    fs.copyFileSync(path.join(FIXTURES, 'coingecko.json'), path.join(folder, 'coingecko.json'));
    const reports = await refreshSources(db, { ...optionsFor(ALL), fromFolder: folder });
    expect(reports.map((report) => [report.source, report.status])).toEqual([
      ['defihacklabs', 'skipped'],
      ['trailofbits', 'skipped'],
      ['coingecko', 'refreshed'],
    ]);
  });

  it('runs the daily refresh once per day across instances', async () => {
    const day = new Date('2026-12-01T03:00:00Z');
    expect(await runDailyRefresh(db, optionsFor(['defihacklabs'], day))).toHaveLength(1);
    expect(
      await runDailyRefresh(db, optionsFor(['defihacklabs'], new Date('2026-12-01T04:00:00Z'))),
    ).toBeNull();
    expect(
      await runDailyRefresh(db, optionsFor(['defihacklabs'], new Date('2026-12-02T03:00:00Z'))),
    ).toHaveLength(1);
  });
});

describe(`the freshness of a database without public data on ${testDriver()}`, () => {
  it('says nothing of the sources of a database that holds none of their records', async () => {
    const database = await createTestDatabase();
    try {
      await prepareDatabase(database.handle, { seed: 'none' });
      expect((await getDataFreshness(database.handle.db)).map((source) => source.hasRecords)).toEqual([
        false,
        false,
        false,
      ]);
    } finally {
      await database.dispose();
    }
  });
});
