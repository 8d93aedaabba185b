import 'server-only';
import { slugify } from '@/lib/slug';
import { createRandom, type Random } from '@/lib/random';
import { MIN_VOTES_FOR_SIGNAL } from '@/lib/score/methodology';
import { INCIDENT_TYPES } from '@/contracts/incidents';
import type { Executor } from '../client';
import { bulkInsert } from '../bulk-insert';
import { insertInChunks } from '../insert-in-chunks';
import {
  announcements,
  auditFindings,
  audits,
  monitoredWallets,
  monitoringMetrics,
  monitoringRankings,
  pageViews,
  privilegedAddresses,
  privilegedFunctions,
  privilegedTransactions,
  projectSearches,
  projectTokens,
  projectVotes,
  projects,
  securityAlerts,
  signals,
  socialActivity,
} from '../schema';
import { recordDailyScoring } from '../../scores/daily-scoring-day';
import { recomputeScores } from '../../scores/recompute-scores';
import { refreshStatistics } from '../refresh-statistics';
import { AUDITORS, CATEGORIES, CHAINS, DEMO_COINS, LEADING_SYMBOLS, STABLECOINS } from './demo-catalogue';
import { drawSignals, fixReviewShare, signalRow } from './signal-factory';

/** The fixed seed of the demo data: the same data on every machine, every time. */
export const DEMO_SEED = 20_261_122;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DEMO_SOURCE = 'demo';

export const DEMO_NOTICE =
  'Rampart is running on demo data: scores, audits, alerts and market figures are illustrative, not advice.';

interface SeedOptions {
  readonly now: Date;
  readonly onProgress?: (done: number, total: number) => void;
}

type ProjectRow = typeof projects.$inferInsert;

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
const address = (random: Random) => `0x${hex(random, 40)}`;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Seeds the demo data set into an empty database and computes every score from it. */
export async function seedDemoData(
  db: Executor,
  { now, onProgress }: SeedOptions,
): Promise<{ projects: number }> {
  const random = createRandom(DEMO_SEED);
  const leading = new Map(LEADING_SYMBOLS.map((symbol, index) => [symbol, index]));
  const coins = [...DEMO_COINS].sort(
    (a, b) =>
      (leading.get(a.symbol) ?? Infinity) - (leading.get(b.symbol) ?? Infinity) ||
      a.name.localeCompare(b.name),
  );

  // Market caps fall by rank, with noise, from about 1.2 trillion USD down to a few hundred thousand.
  const usedIds = new Set<string>();
  const projectRows: ProjectRow[] = coins.map((coin, index) => {
    let id = slugify(coin.name) || slugify(coin.symbol);
    if (usedIds.has(id)) id = `${id}-${slugify(coin.symbol)}`;
    usedIds.add(id);
    const marketCapUsd = Math.round(
      1.2e12 * Math.pow(index + 1, -2.1) * random.float(0.8, 1.2) + random.float(2e5, 2e6),
    );
    const launched = new Date(now.getTime() - random.int(90, 5000) * DAY_MS);
    const category = STABLECOINS.has(coin.symbol)
      ? 'Stablecoin'
      : random.pick(CATEGORIES.filter((name) => name !== 'Stablecoin'));
    return {
      id,
      name: coin.name,
      logo: `/logos/coins/${encodeURIComponent(coin.symbol.toLowerCase())}.png`,
      description: `${coin.name} (${coin.symbol}) is listed with illustrative demo figures.`,
      website: `https://${slugify(coin.name).replace(/-/g, '') || 'project'}.example`,
      twitter: null,
      github: null,
      category,
      chains: random.sample(CHAINS, random.int(1, 3)),
      tags: [],
      launchedOn: isoDay(launched),
      marketCapUsd,
      priceUsd: Math.round(random.logFloat(0.001, 5000) * 10000) / 10000,
      marketCapRank: index + 1,
      source: 'demo',
    };
  });
  const total = projectRows.length;
  await insertInChunks(db, projects, projectRows);
  await insertInChunks(
    db,
    projectTokens,
    projectRows.flatMap((project, index) => {
      const coin = coins[index]!;
      const chain = project.chains?.[0] ?? 'Ethereum';
      return [{ projectId: project.id, position: 0, ticker: coin.symbol, chain, address: address(random) }];
    }),
  );

  // Audits in every state; completed ones carry findings, some still open.
  const auditRows: (typeof audits.$inferInsert)[] = [];
  const findingsByAudit: {
    title: string;
    severity: 'critical' | 'major' | 'medium' | 'minor' | 'informational';
    state: 'resolved' | 'acknowledged' | 'open';
  }[][] = [];
  for (const project of projectRows) {
    const completed = random.pick([0, 0, 1, 1, 1, 2, 3]);
    for (let n = 0; n < completed; n += 1) {
      const completedAt = new Date(
        now.getTime() - random.int(2, 1400) * DAY_MS - random.int(0, 23) * HOUR_MS,
      );
      auditRows.push({
        externalKey: `demo:${project.id}:${n}`,
        projectId: project.id,
        projectName: project.name,
        auditor: random.pick(AUDITORS),
        status: 'completed',
        requestedAt: new Date(completedAt.getTime() - 45 * DAY_MS),
        startedAt: new Date(completedAt.getTime() - 30 * DAY_MS),
        completedAt,
        reportUrl: `/projects/${project.id}#audit-${n + 1}`,
        source: DEMO_SOURCE,
      });
      const findings = Array.from({ length: random.int(0, 9) }, (_, index) => ({
        title: `Finding ${index + 1}`,
        severity: random.pick(['critical', 'major', 'medium', 'minor', 'minor', 'informational'] as const),
        state: random.pick(['resolved', 'resolved', 'resolved', 'acknowledged', 'open'] as const),
      }));
      // A resolved finding is one whose fix the auditor checked: its report includes a fix review. A report
      // without findings had nothing to review and does not say.
      auditRows.at(-1)!.hasFixReview = findings.length
        ? findings.some((finding) => finding.state === 'resolved')
        : null;
      findingsByAudit.push(findings);
    }
    if (random.chance(0.08)) {
      const requestedAt = new Date(now.getTime() - random.int(1, 40) * DAY_MS);
      const isStarted = random.chance(0.6);
      auditRows.push({
        externalKey: `demo:${project.id}:open`,
        projectId: project.id,
        projectName: project.name,
        auditor: 'Rampart',
        status: isStarted ? 'in_progress' : 'requested',
        requestedAt,
        startedAt: isStarted ? new Date(requestedAt.getTime() + 3 * DAY_MS) : null,
        completedAt: null,
        reportUrl: null,
        source: DEMO_SOURCE,
      });
      findingsByAudit.push([]);
    }
  }
  const insertedAudits = await db.insert(audits).values(auditRows).returning({ id: audits.id });
  await insertInChunks(
    db,
    auditFindings,
    insertedAudits.flatMap((audit, index) =>
      (findingsByAudit[index] ?? []).map((finding) => ({ auditId: audit.id, ...finding })),
    ),
  );

  // Incidents: mostly confirmed, a few awaiting review or dismissed; losses in USD, some returned.
  const alertRows: (typeof securityAlerts.$inferInsert)[] = [];
  for (let n = 0; n < 80; n += 1) {
    const project = random.chance(0.85) ? random.pick(projectRows) : null;
    const lossUsd = random.chance(0.1) ? null : Math.round(random.logFloat(10_000, 200_000_000));
    alertRows.push({
      externalKey: `demo:alert:${n}`,
      projectId: project?.id ?? null,
      projectName: project?.name ?? `Unlisted protocol ${n + 1}`,
      type: random.pick(INCIDENT_TYPES),
      classification: random.pick(['Smart contract', 'Infrastructure', 'Social engineering', 'Economic']),
      chains: random.sample(CHAINS, random.int(1, 2)),
      lossUsd,
      returnedUsd: lossUsd !== null && random.chance(0.2) ? Math.round(lossUsd * random.float(0.1, 1)) : null,
      occurredAt: new Date(now.getTime() - random.int(0, 1500) * DAY_MS - random.int(0, 23) * HOUR_MS),
      description: 'Illustrative incident of the demo data.',
      sourceUrl: project ? `/projects/${project.id}#security-alerts` : null,
      state: random.pick([
        'confirmed',
        'confirmed',
        'confirmed',
        'confirmed',
        'reported',
        'dismissed',
      ] as const),
    });
  }
  await insertInChunks(db, securityAlerts, alertRows);

  // Community votes and traffic of the last two days (the trending lists read them).
  const voteRows: (typeof projectVotes.$inferInsert)[] = [];
  const viewRows: (typeof pageViews.$inferInsert)[] = [];
  const searchRows: (typeof projectSearches.$inferInsert)[] = [];
  projectRows.forEach((project, index) => {
    const popularity = Math.max(1, Math.round(60 / Math.sqrt(index + 1)));
    const votes = random.int(0, 8 + popularity);
    const safeShare = random.float(0.3, 0.98);
    for (let v = 0; v < votes; v += 1) {
      voteRows.push({
        projectId: project.id,
        voterKey: `demo-visitor-${v}`,
        isSafe: random.next() < safeShare,
      });
    }
    for (let v = 0, views = random.int(0, popularity); v < views; v += 1) {
      viewRows.push({
        path: `/projects/${project.id}`,
        projectId: project.id,
        visitorId: `demo-visitor-${random.int(0, 999)}`,
        referrer: null,
        durationMs: random.int(2_000, 180_000),
        createdAt: new Date(now.getTime() - random.int(0, 47 * 60) * 60_000),
      });
    }
    for (let s = 0, searches = random.int(0, Math.ceil(popularity / 3)); s < searches; s += 1) {
      searchRows.push({
        keyword: project.name.slice(0, random.int(2, Math.max(2, project.name.length))).toLowerCase(),
        projectId: project.id,
        createdAt: new Date(now.getTime() - random.int(0, 47 * 60) * 60_000),
      });
    }
  });
  await insertInChunks(db, projectVotes, voteRows);
  await insertInChunks(db, pageViews, viewRows);
  await insertInChunks(db, projectSearches, searchRows);

  await seedMonitoring(db, random, projectRows.slice(0, 150), now);

  // Signals: drawn for the directly measured ones, derived from the seeded audits, incidents and votes.
  const signalRows = projectRows.flatMap((project) =>
    drawSignals(
      random,
      {
        id: project.id,
        marketCapUsd: project.marketCapUsd ?? null,
        launchedOn: project.launchedOn ?? null,
        website: project.website ?? null,
      },
      now,
      DEMO_SOURCE,
    ),
  );
  projectRows.forEach((project) => {
    const page = `/projects/${project.id}`;
    const completed = auditRows.filter(
      (audit) => audit.projectId === project.id && audit.status === 'completed',
    );
    const openHigh = completed.reduce((sum, audit) => {
      const findings = findingsByAudit[auditRows.indexOf(audit)] ?? [];
      return (
        sum +
        findings.filter((f) => f.state === 'open' && (f.severity === 'critical' || f.severity === 'major'))
          .length
      );
    }, 0);
    const latest = completed.reduce<Date | null>(
      (max, audit) => (audit.completedAt && (!max || audit.completedAt > max) ? audit.completedAt : max),
      null,
    );
    const since = now.getTime() - 3 * 365 * DAY_MS;
    const incidents = alertRows.filter(
      (alert) =>
        alert.projectId === project.id && alert.state === 'confirmed' && alert.occurredAt.getTime() >= since,
    );
    const votes = voteRows.filter((vote) => vote.projectId === project.id);
    const yes = votes.filter((vote) => vote.isSafe).length;
    const at = new Date(now.getTime() - random.int(1, 20) * HOUR_MS);
    signalRows.push(
      signalRow(project.id, 'audit_count', completed.length, at, now, `${page}#audits`, DEMO_SOURCE),
      signalRow(
        project.id,
        'audit_age_days',
        latest ? Math.floor((now.getTime() - latest.getTime()) / DAY_MS) : null,
        at,
        now,
        `${page}#audits`,
        DEMO_SOURCE,
      ),
      signalRow(
        project.id,
        'open_high_findings',
        completed.length ? openHigh : null,
        at,
        now,
        `${page}#audits`,
        DEMO_SOURCE,
      ),
      signalRow(
        project.id,
        'audit_fix_review_pct',
        fixReviewShare(completed.map((audit) => audit.hasFixReview ?? null)),
        at,
        now,
        `${page}#audits`,
        DEMO_SOURCE,
      ),
      signalRow(
        project.id,
        'incidents_3y',
        incidents.length,
        at,
        now,
        `${page}#security-alerts`,
        DEMO_SOURCE,
      ),
      signalRow(
        project.id,
        'market_cap_rank',
        project.marketCapRank ?? null,
        at,
        now,
        `${page}#category-market_stability`,
        DEMO_SOURCE,
      ),
      signalRow(
        project.id,
        'incident_losses_usd_3y',
        incidents.some((alert) => alert.lossUsd == null)
          ? null
          : incidents.reduce((sum, alert) => sum + (alert.lossUsd ?? 0), 0),
        at,
        now,
        `${page}#security-alerts`,
        DEMO_SOURCE,
      ),
      signalRow(
        project.id,
        'vote_yes_pct',
        votes.length >= MIN_VOTES_FOR_SIGNAL ? Math.round((10_000 * yes) / votes.length) / 100 : null,
        at,
        now,
        `${page}#votes`,
        DEMO_SOURCE,
      ),
    );
  });
  await insertInChunks(db, signals, signalRows);

  await db
    .insert(announcements)
    .values({ content: DEMO_NOTICE, link: '/company/disclaimer', linkText: 'Read the disclaimer' });

  // Yesterday's scores first, then today's after the market moved: the demo starts with a day of history, so
  // the 24-hour change and the "what changed" of each project are real computations, not invented numbers.
  const yesterday = new Date(now.getTime() - DAY_MS);
  await recomputeScores(db, { asOf: yesterday });
  const moved = signalRows.filter(
    (row) =>
      (row.key === 'market_cap_usd' || row.key === 'volatility_30d_pct') &&
      row.value != null &&
      random.chance(0.4),
  );
  await bulkInsert(
    db,
    'signals',
    [
      { name: 'project_id', type: 'text', values: moved.map((row) => row.projectId) },
      { name: 'key', type: 'text', values: moved.map((row) => row.key) },
      {
        name: 'value',
        type: 'float8',
        values: moved.map((row) => Math.round(row.value! * random.float(0.85, 1.15) * 100) / 100),
      },
      {
        name: 'measured_at',
        type: 'timestamptz',
        values: moved.map(() => new Date(now.getTime() - random.int(1, 6) * HOUR_MS)),
      },
      { name: 'evidence_url', type: 'text', values: moved.map((row) => row.evidenceUrl ?? null) },
      { name: 'source', type: 'text', values: moved.map(() => DEMO_SOURCE) },
      { name: 'state', type: 'signal_state', values: moved.map(() => 'measured') },
    ],
    `on conflict (project_id, key) do update set value = excluded.value, measured_at = excluded.measured_at,
       state = excluded.state, updated_at = now()`,
  );
  await recomputeScores(db, { asOf: now, onProgress: (done) => onProgress?.(done, total) });
  await recordDailyScoring(db, now);
  await refreshStatistics(db);
  return { projects: total };
}

async function seedMonitoring(db: Executor, random: Random, monitored: readonly ProjectRow[], now: Date) {
  const metrics: (typeof monitoringMetrics.$inferInsert)[] = [];
  const rankings: (typeof monitoringRankings.$inferInsert)[] = [];
  const addresses: (typeof privilegedAddresses.$inferInsert)[] = [];
  const functions: (typeof privilegedFunctions.$inferInsert)[] = [];
  const transactions: (typeof privilegedTransactions.$inferInsert)[] = [];
  const wallets: (typeof monitoredWallets.$inferInsert)[] = [];
  const activity: (typeof socialActivity.$inferInsert)[] = [];
  const functionNames = [
    'pause',
    'unpause',
    'upgradeTo',
    'setOwner',
    'mint',
    'setFee',
    'setOracle',
    'withdrawFees',
  ];
  const eventNames = [
    'Transfer',
    'Approval',
    'Swap',
    'Deposit',
    'Withdraw',
    'OwnershipTransferred',
    'Paused',
  ];

  for (const project of monitored) {
    const measuredAt = new Date(now.getTime() - random.int(5, 120) * 60_000);
    metrics.push(
      { projectId: project.id, name: 'exchanges', value: random.int(1, 120), measuredAt },
      { projectId: project.id, name: 'holders', value: random.int(500, 5_000_000), measuredAt },
      { projectId: project.id, name: 'transactions_24h', value: random.int(10, 2_000_000), measuredAt },
      { projectId: project.id, name: 'tvl_usd', value: Math.round(random.logFloat(1e5, 5e10)), measuredAt },
    );
    for (let n = 0; n < 12; n += 1) {
      rankings.push({
        projectId: project.id,
        kind: 'caller',
        label: address(random),
        count: random.int(5, 50_000),
      });
    }
    for (const name of eventNames) {
      rankings.push({ projectId: project.id, kind: 'event', label: name, count: random.int(1, 900_000) });
    }
    for (const name of [
      'transfer',
      'approve',
      'swap',
      'deposit',
      'withdraw',
      'claim',
      'stake',
      'vote',
      'delegate',
      'mint',
      'burn',
    ]) {
      rankings.push({
        projectId: project.id,
        kind: 'function_call',
        label: name,
        count: random.int(1, 500_000),
      });
    }
    for (let n = 0, count = random.int(1, 3); n < count; n += 1) {
      const owner = address(random);
      addresses.push({
        address: owner,
        projectId: project.id,
        chain: project.chains?.[0] ?? 'Ethereum',
        label: random.pick(['Owner', 'Admin multisig', 'Proxy admin', 'Treasury']),
        role: random.pick(['owner', 'admin', 'upgrader', 'minter']),
      });
      for (const name of random.sample(functionNames, random.int(1, 5))) {
        functions.push({
          address: owner,
          name,
          signature: `${name}(${name === 'upgradeTo' || name === 'setOwner' || name === 'setOracle' ? 'address' : ''})`,
          lastCalledAt: random.chance(0.7) ? new Date(now.getTime() - random.int(1, 400) * DAY_MS) : null,
        });
      }
      for (let t = 0, txs = random.int(0, 25); t < txs; t += 1) {
        transactions.push({
          txHash: `0x${hex(random, 64)}`,
          address: owner,
          functionName: random.pick(functionNames),
          occurredAt: new Date(now.getTime() - random.int(1, 600) * DAY_MS),
        });
      }
    }
    for (let n = 0; n < 3; n += 1) {
      wallets.push({
        address: address(random),
        protocol: project.id,
        label: random.pick(['Treasury', 'Team', 'Liquidity', 'Exchange hot wallet', 'Vesting']),
        balanceUsd: Math.round(random.logFloat(1e3, 1e9)),
        lastActiveAt: new Date(now.getTime() - random.int(0, 90) * DAY_MS),
      });
    }
    for (let d = 0; d < 30; d += 1) {
      const day = isoDay(new Date(now.getTime() - d * DAY_MS));
      activity.push(
        { projectId: project.id, type: 'tweets', day, count: random.int(0, 40) },
        { projectId: project.id, type: 'mentions', day, count: random.int(0, 5000) },
      );
    }
  }
  await insertInChunks(db, monitoringMetrics, metrics);
  await insertInChunks(db, monitoringRankings, rankings);
  await insertInChunks(db, privilegedAddresses, addresses);
  await insertInChunks(db, privilegedFunctions, functions);
  await insertInChunks(db, privilegedTransactions, transactions);
  await insertInChunks(db, monitoredWallets, wallets);
  await insertInChunks(db, socialActivity, activity);
}
