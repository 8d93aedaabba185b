import 'server-only';
import { PROJECT_CATEGORIES } from '@/contracts/project-categories';
import { count, eq, sql } from 'drizzle-orm';
import { createRandom, type Random } from '@/lib/random';
import type { Executor } from '../../db/client';
import type { SignalInput } from '@/lib/score/compute-score';
import type { SignalKey } from '@/lib/score/methodology';
import { bulkInsert } from '../../db/bulk-insert';
import { insertInChunks } from '../../db/insert-in-chunks';
import { refreshStatistics } from '../../db/refresh-statistics';
import { audits as auditsTable, projectTokens, projects, securityAlerts, signals } from '../../db/schema';
import { recomputeScores } from '../../scores/recompute-scores';
import { drawSignals, fixReviewCount, signalRow } from './signal-factory';
import { DAY_MS } from '@/config/constants';

// Every synthetic record says what it is in its name, so that no page, export or benchmark can pass it off as
// real: projects "Synthetic Project 04217" with the ticker "SX04217" (no real ticker is "SX" and digits: a unit
// test checks the data sets), auditors "Example Audit Firm 3", chains "Synthetic Chain 2". Addresses carry a "y",
// which no hexadecimal contract address can.
export const SYNTHETIC_SOURCE = 'synthetic';
export const SYNTHETIC_CATEGORIES = PROJECT_CATEGORIES;
export const SYNTHETIC_CHAINS = Array.from({ length: 8 }, (_, index) => `Synthetic Chain ${index + 1}`);
export const SYNTHETIC_AUDITORS = Array.from({ length: 6 }, (_, index) => `Example Audit Firm ${index + 1}`);
// The attack categories of the incident data set: words for kinds of attack, not names of anything.
const ATTACK_CATEGORIES = [
  'Business logic',
  'Oracle / price manipulation',
  'Access control',
  'Reentrancy',
  'Flash loan',
  'Rug pull',
  'Private key compromise',
] as const;

const BATCH = 5_000;
// About one project in twenty-five has had an incident, most have an audit or two, and a few are being audited.
const INCIDENT_SHARE = 0.04;
const OPEN_AUDIT_SHARE = 0.03;
const AUDITS_PER_PROJECT = [0, 0, 1, 1, 1, 2] as const;

/** The name, ticker, id and contract address of synthetic project number `n` (1, 2, ...). */
export function syntheticIdentity(n: number): { id: string; name: string; ticker: string; address: string } {
  const digits = String(n).padStart(5, '0');
  return {
    id: `synthetic-project-${digits}`,
    name: `Synthetic Project ${digits}`,
    ticker: `SX${digits}`,
    address: `0x5y17${String(n).padStart(36, '0')}`,
  };
}

export interface SyntheticOptions {
  readonly count: number;
  readonly now: Date;
  readonly onProgress?: (done: number, total: number) => void;
}

interface Batch {
  readonly projects: (typeof projects.$inferInsert)[];
  readonly tokens: (typeof projectTokens.$inferInsert)[];
  readonly signals: (typeof signals.$inferInsert)[];
  readonly audits: {
    key: string;
    projectId: string;
    name: string;
    auditor: string;
    status: 'completed' | 'in_progress' | 'requested';
    // The day of its state: completed, started or requested.
    at: Date;
    hasFixReview: boolean | null;
  }[];
  readonly incidents: {
    key: string;
    projectId: string;
    name: string;
    type: string;
    chain: string;
    lossUsd: number;
    occurredAt: Date;
  }[];
}

/**
 * Adds `count` synthetic projects for scale tests and benchmarks, with their tokens, audits, incidents and
 * signals, then scores them. Numbering continues after the synthetic projects already stored, so repeated runs
 * add new projects.
 */
export async function seedSyntheticProjects(
  db: Executor,
  options: SyntheticOptions,
): Promise<{ added: number }> {
  const [existing] = await db
    .select({ n: count() })
    .from(projects)
    .where(eq(projects.source, SYNTHETIC_SOURCE));
  const offset = existing?.n ?? 0;
  const random = createRandom(0x5eed + offset);
  const ids: string[] = [];
  const signalInputs = new Map<string, SignalInput[]>();
  // Half the progress bar is inserting, half is scoring.
  const total = options.count * 2;

  for (let start = 0; start < options.count; start += BATCH) {
    const batch: Batch = { projects: [], tokens: [], signals: [], audits: [], incidents: [] };
    const size = Math.min(BATCH, options.count - start);
    for (let n = 0; n < size; n += 1)
      ids.push(addProject(batch, random, offset + start + n + 1, options.now));
    await insertBatch(db, batch);
    for (const row of batch.signals) {
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

/** Draws synthetic project number `number` into the batch; its audit and incident signals follow from its records. */
function addProject(batch: Batch, random: Random, number: number, now: Date): string {
  const { id, name, ticker, address } = syntheticIdentity(number);
  const marketCapUsd = Math.round(random.logFloat(1e5, 5e10));
  const launchedOn = new Date(now.getTime() - random.int(30, 3000) * DAY_MS).toISOString().slice(0, 10);
  const chains = random.sample(SYNTHETIC_CHAINS, random.int(1, 3));
  batch.projects.push({
    id,
    name,
    logo: `/logos/monogram/${id}.png`,
    description: 'A synthetic project for scale tests and benchmarks: every figure of it is made up.',
    website: null,
    category: random.pick(SYNTHETIC_CATEGORIES),
    chains,
    launchedOn,
    marketCapUsd,
    source: SYNTHETIC_SOURCE,
  });
  batch.tokens.push({ projectId: id, position: 0, ticker, chain: chains[0]!, address });

  const audits = Array.from({ length: random.pick(AUDITS_PER_PROJECT) }, (_, index) => ({
    key: `synthetic:audit:${id}:${index}`,
    projectId: id,
    name,
    auditor: random.pick(SYNTHETIC_AUDITORS),
    status: 'completed' as const,
    at: new Date(now.getTime() - random.int(2, 1500) * DAY_MS),
    hasFixReview: random.chance(0.5),
  }));
  batch.audits.push(...audits);
  if (random.chance(OPEN_AUDIT_SHARE)) {
    batch.audits.push({
      key: `synthetic:audit:${id}:open`,
      projectId: id,
      name,
      auditor: random.pick(SYNTHETIC_AUDITORS),
      status: random.chance(0.6) ? 'in_progress' : 'requested',
      at: new Date(now.getTime() - random.int(1, 40) * DAY_MS),
      hasFixReview: null,
    });
  }
  const incidents = random.chance(INCIDENT_SHARE)
    ? [
        {
          key: `synthetic:incident:${id}`,
          projectId: id,
          name,
          type: random.pick(ATTACK_CATEGORIES),
          chain: chains[0]!,
          lossUsd: Math.round(random.logFloat(1e4, 5e7)),
          occurredAt: new Date(now.getTime() - random.int(1, 1000) * DAY_MS),
        },
      ]
    : [];
  batch.incidents.push(...incidents);

  const at = now;
  const latest = Math.max(0, ...audits.map((audit) => audit.at.getTime()));
  const signal = (key: SignalKey, value: number | null) =>
    signalRow(id, key, value, at, now, null, SYNTHETIC_SOURCE);
  batch.signals.push(
    ...drawSignals(random, { id, marketCapUsd, launchedOn, website: null }, now, SYNTHETIC_SOURCE),
    signal('audit_count', audits.length),
    signal('audit_age_days', audits.length ? Math.floor((now.getTime() - latest) / DAY_MS) : null),
    // The synthetic audits, like the public review lists, record no findings.
    signal('open_high_findings', null),
    signal('audit_fix_reviews', fixReviewCount(audits.map((audit) => audit.hasFixReview))),
    signal('incidents_3y', incidents.length),
    signal(
      'incident_losses_usd_3y',
      incidents.reduce((sum, incident) => sum + incident.lossUsd, 0),
    ),
    // Synthetic projects have no market-cap rank and no votes yet.
    signal('market_cap_rank', null),
    signal('vote_yes_pct', null),
  );
  return id;
}

async function insertBatch(db: Executor, batch: Batch): Promise<void> {
  const rows = batch.projects;
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
  const tokens = batch.tokens;
  await bulkInsert(db, projectTokens, tokens, (t) => ({
    projectId: t.projectId,
    position: t.position ?? 0,
    ticker: t.ticker,
    chain: t.chain ?? null,
    address: t.address ?? null,
  }));
  const audits = batch.audits;
  await bulkInsert(db, auditsTable, audits, (a) => ({
    externalKey: a.key,
    projectId: a.projectId,
    projectName: a.name,
    auditor: a.auditor,
    status: a.status,
    requestedAt: a.status === 'requested' ? a.at : null,
    startedAt: a.status === 'in_progress' ? a.at : null,
    completedAt: a.status === 'completed' ? a.at : null,
    source: SYNTHETIC_SOURCE,
    hasFixReview: a.hasFixReview,
  }));
  // Few rows, and a chain list each: unnest cannot take an array of arrays.
  await insertInChunks(
    db,
    securityAlerts,
    batch.incidents.map((incident) => ({
      externalKey: incident.key,
      projectId: incident.projectId,
      projectName: incident.name,
      type: incident.type,
      chains: [incident.chain],
      lossUsd: incident.lossUsd,
      occurredAt: incident.occurredAt,
      description: 'A synthetic incident for scale tests and benchmarks: it never happened.',
      source: SYNTHETIC_SOURCE,
      state: 'confirmed' as const,
    })),
  );
  await insertSignals(db, batch.signals);
}

async function insertSignals(db: Executor, rows: readonly (typeof signals.$inferInsert)[]): Promise<void> {
  // As of the scoring that follows (signalRow's time): the scoring job finds them seen, and scores nothing again.
  await bulkInsert(db, signals, rows, (row) => ({ ...row, updatedAt: row.updatedAt ?? new Date() }));
}
