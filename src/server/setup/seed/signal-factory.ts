import 'server-only';
import { SIGNALS, type SignalKey, signalByKey } from '@/lib/score/methodology';
import { signalState } from '@/lib/score/compute-score';
import type { Random } from '@/lib/random';
import type { signals } from '../../db/schema';
import { DAY_MS } from '@/config/constants';

type SignalRow = typeof signals.$inferInsert;

/** Signals that follow from other records (audits, incidents, ranks, votes) rather than being drawn. */
export const DERIVED_SIGNALS: ReadonlySet<SignalKey> = new Set([
  'audit_count',
  'audit_age_days',
  'open_high_findings',
  'audit_fix_reviews',
  'incidents_3y',
  'incident_losses_usd_3y',
  'market_cap_rank',
  'vote_yes_pct',
]);

export interface ProjectProfile {
  readonly id: string;
  readonly marketCapUsd: number | null;
  readonly launchedOn: string | null;
  readonly website: string | null;
}

/** One signal row, with its state as of `now`; a null value is stored as not available. */
export function signalRow(
  projectId: string,
  key: SignalKey,
  value: number | null,
  measuredAt: Date | null,
  now: Date,
  evidenceUrl: string | null,
  source: string,
): SignalRow {
  const definition = signalByKey.get(key)!;
  return {
    projectId,
    key,
    value,
    measuredAt: value === null ? null : measuredAt,
    evidenceUrl: value === null ? null : evidenceUrl,
    source,
    state: signalState({ value, measuredAt: value === null ? null : measuredAt }, definition.maxAgeDays, now),
    // Written as of the scoring that follows: a score computed as of `now` has seen it.
    updatedAt: now,
  };
}

/**
 * Made-up measurements of a synthetic project, for the signals that are not derived from other records. About
 * one in eight is missing (not available) and one in twenty is older than its freshness window (stale).
 */
export function drawSignals(random: Random, project: ProjectProfile, now: Date, source: string): SignalRow[] {
  const rows: SignalRow[] = [];
  for (const definition of SIGNALS) {
    if (DERIVED_SIGNALS.has(definition.key)) continue;
    const isMissing = random.chance(0.12);
    const isStale = random.chance(0.05);
    const ageDays = isStale
      ? definition.maxAgeDays + random.int(1, 60)
      : random.float(0, definition.maxAgeDays * 0.8);
    const measuredAt = new Date(now.getTime() - Math.round(ageDays * DAY_MS));
    let value: number | null = isMissing ? null : drawValue(random, definition.key, project, measuredAt);
    if (value !== null) value = Math.round(value * 100) / 100;
    const evidence = evidenceFor(definition.key, project);
    rows.push(signalRow(project.id, definition.key, value, measuredAt, now, evidence, source));
  }
  return rows;
}

/** A value as measured at `measuredAt` (ages are ages on that day). */
function drawValue(random: Random, key: SignalKey, project: ProjectProfile, measuredAt: Date): number | null {
  switch (key) {
    case 'bug_bounty_usd':
      return random.chance(0.35) ? 0 : Math.round(random.logFloat(5_000, 5_000_000) / 1000) * 1000;
    case 'uptime_pct_90d':
      return 100 - random.logFloat(0.01, 6);
    case 'project_age_days':
      return project.launchedOn === null
        ? null
        : Math.max(0, Math.floor((measuredAt.getTime() - Date.parse(project.launchedOn)) / DAY_MS));
    case 'team_kyc_level':
      return random.pick([0, 0, 1, 2, 3]);
    case 'dev_commits_90d':
      return random.chance(0.15) ? 0 : Math.round(random.logFloat(1, 900));
    case 'multisig_threshold':
      return random.pick([1, 1, 2, 3, 3, 4, 5]);
    case 'timelock_hours':
      return random.pick([0, 0, 6, 12, 24, 48, 72]);
    case 'privileged_functions':
      return random.int(0, 24);
    case 'market_cap_usd':
      return project.marketCapUsd;
    case 'volatility_30d_pct':
      return random.float(2, 60);
    case 'top10_holders_pct':
      return random.float(8, 95);
    case 'social_followers':
      return Math.round(random.logFloat(50, 5_000_000));
    case 'chain_count':
      return random.int(1, 5);
    case 'contract_addresses':
      return random.int(1, 4);
    default:
      return null;
  }
}

function evidenceFor(key: SignalKey, project: ProjectProfile): string | null {
  const page = `/projects/${project.id}`;
  switch (key) {
    case 'uptime_pct_90d':
    case 'privileged_functions':
    case 'multisig_threshold':
    case 'timelock_hours':
      return `${page}#monitoring`;
    case 'market_cap_usd':
    case 'volatility_30d_pct':
    case 'top10_holders_pct':
      return `${page}#category-market_stability`;
    default:
      return project.website ?? page;
  }
}

/**
 * audit_fix_reviews: how many completed audits' reports include a review of the fixes; null (not available) when
 * no report says either way.
 */
export function fixReviewCount(fixReviews: readonly (boolean | null)[]): number | null {
  const known = fixReviews.filter((value): value is boolean => value !== null);
  if (known.length === 0) return null;
  return known.filter(Boolean).length;
}
