import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { createRandom, type Random } from '@/lib/random';
import type { Executor } from '../client';
import type { SignalInput } from '@/lib/score/compute-score';
import type { SignalKey } from '@/lib/score/methodology';
import { bulkInsert } from '../bulk-insert';
import { refreshStatistics } from '../refresh-statistics';
import { type projectTokens, projects, type signals } from '../schema';
import { recomputeScores } from '../../scores/recompute-scores';
import { CATEGORIES, CHAINS } from './demo-catalogue';
import { drawSignals, signalRow } from './signal-factory';

// Syllables for fictional project names: no real project is ever impersonated.
const PREFIXES = [
  'Zen',
  'Vor',
  'Kal',
  'Mira',
  'Tor',
  'Lux',
  'Quar',
  'Nex',
  'Oro',
  'Syl',
  'Vel',
  'Dra',
  'Pyx',
  'Ulm',
];
const MIDDLES = ['a', 'o', 'i', 'e', 'u', 'ae', 'io'];
const SUFFIXES = ['tra', 'nix', 'lon', 'vex', 'ris', 'dor', 'mos', 'quin', 'zar', 'fin', 'bel', 'tos'];
const KINDS = [
  'Finance',
  'Swap',
  'Protocol',
  'Chain',
  'DAO',
  'Labs',
  'Vault',
  'Bridge',
  'Network',
  'Markets',
];
const BATCH = 5_000;
const DAY_MS = 86_400_000;

function fictionalName(random: Random): { name: string; ticker: string } {
  const stem = random.pick(PREFIXES) + random.pick(MIDDLES) + random.pick(SUFFIXES);
  return { name: `${stem} ${random.pick(KINDS)}`, ticker: stem.slice(0, random.int(3, 5)).toUpperCase() };
}

export interface SyntheticOptions {
  readonly count: number;
  readonly now: Date;
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Adds `count` synthetic projects (fictional names, illustrative signals) for scale tests, then scores them.
 * Numbering continues after the synthetic projects already stored, so repeated runs add new projects.
 */
export async function seedSyntheticProjects(
  db: Executor,
  options: SyntheticOptions,
): Promise<{ added: number }> {
  const [existing] = await db.select({ n: count() }).from(projects).where(eq(projects.source, 'synthetic'));
  const offset = existing?.n ?? 0;
  const random = createRandom(0x5eed + offset);
  const ids: string[] = [];
  const signalInputs = new Map<string, SignalInput[]>();
  // Half the progress bar is inserting, half is scoring.
  const total = options.count * 2;

  for (let start = 0; start < options.count; start += BATCH) {
    const size = Math.min(BATCH, options.count - start);
    const projectRows: (typeof projects.$inferInsert)[] = [];
    const tokenRows: (typeof projectTokens.$inferInsert)[] = [];
    const signalRows: (typeof signals.$inferInsert)[] = [];
    for (let n = 0; n < size; n += 1) {
      const number = offset + start + n + 1;
      const { name, ticker } = fictionalName(random);
      const id = `${name.toLowerCase().replace(/ /g, '-')}-${number}`;
      const marketCapUsd = Math.round(random.logFloat(1e5, 5e10));
      const launchedOn = new Date(options.now.getTime() - random.int(30, 3000) * DAY_MS)
        .toISOString()
        .slice(0, 10);
      projectRows.push({
        id,
        name: `${name} ${number}`,
        logo: `/logos/monogram/${id}.png`,
        description: 'A synthetic project for scale tests; its figures are fictional.',
        website: null,
        category: random.pick(CATEGORIES),
        chains: random.sample(CHAINS, random.int(1, 3)),
        launchedOn,
        marketCapUsd,
        source: 'synthetic',
      });
      tokenRows.push({ projectId: id, position: 0, ticker, chain: 'Ethereum', address: null });
      const profile = { id, marketCapUsd, launchedOn, website: null };
      signalRows.push(...drawSignals(random, profile, options.now, 'synthetic'));
      const at = options.now;
      signalRows.push(
        signalRow(id, 'audit_count', random.int(0, 3), at, options.now, null, 'synthetic'),
        signalRow(
          id,
          'audit_age_days',
          random.chance(0.6) ? random.int(10, 1500) : null,
          at,
          options.now,
          null,
          'synthetic',
        ),
        signalRow(id, 'open_high_findings', random.int(0, 4), at, options.now, null, 'synthetic'),
        signalRow(
          id,
          'incidents_3y',
          random.chance(0.9) ? 0 : random.int(1, 3),
          at,
          options.now,
          null,
          'synthetic',
        ),
        signalRow(
          id,
          'incident_losses_usd_3y',
          random.chance(0.9) ? 0 : random.logFloat(1e4, 1e8),
          at,
          options.now,
          null,
          'synthetic',
        ),
        signalRow(
          id,
          'vote_yes_pct',
          random.chance(0.3) ? random.float(20, 99) : null,
          at,
          options.now,
          null,
          'synthetic',
        ),
      );
      ids.push(id);
    }
    await insertProjects(db, projectRows, tokenRows);
    await insertSignals(db, signalRows);
    for (const row of signalRows) {
      let list = signalInputs.get(row.projectId);
      if (!list) signalInputs.set(row.projectId, (list = []));
      list.push({ key: row.key as SignalKey, value: row.value ?? null, measuredAt: row.measuredAt ?? null });
    }
    options.onProgress?.(start + size, total);
  }

  await recomputeScores(db, {
    projectIds: ids,
    asOf: options.now,
    newProjectSignals: signalInputs,
    onProgress: (done) => options.onProgress?.(options.count + done, total),
  });
  await refreshStatistics(db);
  return { added: options.count };
}

async function insertProjects(
  db: Executor,
  rows: readonly (typeof projects.$inferInsert)[],
  tokens: readonly (typeof projectTokens.$inferInsert)[],
): Promise<void> {
  // Chain lists travel as JSON text: unnest cannot take an array of arrays.
  await db.execute(sql`
    insert into projects (id, name, logo, description, category, chains, launched_on, market_cap_usd, source)
    select u.id, u.name, u.logo, u.description, u.category,
           array(select jsonb_array_elements_text(u.chains::jsonb)), u.launched_on, u.market_cap_usd,
           'synthetic'::project_source
    from unnest(${sql.param(rows.map((r) => r.id))}::text[], ${sql.param(rows.map((r) => r.name))}::text[],
                ${sql.param(rows.map((r) => r.logo))}::text[], ${sql.param(rows.map((r) => r.description ?? ''))}::text[],
                ${sql.param(rows.map((r) => r.category))}::text[],
                ${sql.param(rows.map((r) => JSON.stringify(r.chains ?? [])))}::text[],
                ${sql.param(rows.map((r) => r.launchedOn ?? null))}::text[]::date[],
                ${sql.param(rows.map((r) => (r.marketCapUsd == null ? null : String(r.marketCapUsd))))}::text[]::float8[])
      as u(id, name, logo, description, category, chains, launched_on, market_cap_usd)`);
  await bulkInsert(db, 'project_tokens', [
    { name: 'project_id', type: 'text', values: tokens.map((t) => t.projectId) },
    { name: 'position', type: 'int4', values: tokens.map((t) => t.position ?? 0) },
    { name: 'ticker', type: 'text', values: tokens.map((t) => t.ticker) },
    { name: 'chain', type: 'text', values: tokens.map((t) => t.chain ?? null) },
    { name: 'address', type: 'text', values: tokens.map((t) => t.address ?? null) },
  ]);
}

export async function insertSignals(
  db: Executor,
  rows: readonly (typeof signals.$inferInsert)[],
): Promise<void> {
  await bulkInsert(db, 'signals', [
    { name: 'project_id', type: 'text', values: rows.map((r) => r.projectId) },
    { name: 'key', type: 'text', values: rows.map((r) => r.key) },
    { name: 'value', type: 'float8', values: rows.map((r) => r.value ?? null) },
    { name: 'measured_at', type: 'timestamptz', values: rows.map((r) => r.measuredAt ?? null) },
    { name: 'evidence_url', type: 'text', values: rows.map((r) => r.evidenceUrl ?? null) },
    { name: 'source', type: 'text', values: rows.map((r) => r.source) },
    { name: 'state', type: 'signal_state', values: rows.map((r) => r.state) },
  ]);
}
