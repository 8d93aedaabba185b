import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { SignalKey } from '@/lib/score/methodology';
import { bulkInsert } from '../db/bulk-insert';
import type { Executor } from '../db/client';
import { audits, projects, securityAlerts, signals } from '../db/schema';
import { fixReviewShare, signalRow } from '../db/seed/signal-factory';

const DAY_MS = 86_400_000;
// The methodology's window for incidents_3y and incident_losses_usd_3y.
const INCIDENT_WINDOW_DAYS = 1_095;
const BATCH_SIZE = 1_000;

/**
 * Derives the audit, incident and rank signals of the given projects from their stored audits, confirmed
 * incidents and market-cap ranks, as docs/score-methodology.md (section 5.8) defines them, and stores those
 * whose value changed.
 * What the data sets do not measure (findings, market figures, votes...) is left as it is: not available
 * unless another source measured it. Returns the projects whose signals changed.
 */
export async function refreshDerivedSignals(
  db: Executor,
  projectIds: readonly string[],
  now: Date,
  source: string,
): Promise<string[]> {
  const changed = new Set<string>();
  for (let start = 0; start < projectIds.length; start += BATCH_SIZE) {
    const batch = projectIds.slice(start, start + BATCH_SIZE);
    const completed = await db
      .select({
        projectId: audits.projectId,
        completedAt: audits.completedAt,
        hasFixReview: audits.hasFixReview,
      })
      .from(audits)
      .where(and(inArray(audits.projectId, batch), eq(audits.status, 'completed')));
    const incidents = await db
      .select({
        projectId: securityAlerts.projectId,
        occurredAt: securityAlerts.occurredAt,
        lossUsd: securityAlerts.lossUsd,
        lossReview: securityAlerts.lossReview,
      })
      .from(securityAlerts)
      .where(and(inArray(securityAlerts.projectId, batch), eq(securityAlerts.state, 'confirmed')));
    const ranks = new Map(
      (
        await db
          .select({ id: projects.id, marketCapRank: projects.marketCapRank })
          .from(projects)
          .where(inArray(projects.id, batch))
      ).map((row) => [row.id, row.marketCapRank]),
    );
    const stored = await db
      .select({
        projectId: signals.projectId,
        key: signals.key,
        value: signals.value,
        measuredAt: signals.measuredAt,
      })
      .from(signals)
      .where(inArray(signals.projectId, batch));
    const storedByKey = new Map(stored.map((row) => [`${row.projectId}/${row.key}`, row]));

    const rows: ReturnType<typeof signalRow>[] = [];
    const since = now.getTime() - INCIDENT_WINDOW_DAYS * DAY_MS;
    for (const projectId of batch) {
      const own = completed.filter((audit) => audit.projectId === projectId);
      const latest = Math.max(...own.map((audit) => audit.completedAt?.getTime() ?? -Infinity));
      const recent = incidents.filter(
        (incident) => incident.projectId === projectId && incident.occurredAt.getTime() >= since,
      );
      // A loss that is unknown, or flagged as implausible and not yet confirmed, makes the total unknown.
      const isLossUnknown = recent.some(
        (incident) => incident.lossUsd === null || incident.lossReview === 'pending',
      );
      const values: [SignalKey, number | null, string][] = [
        ['audit_count', own.length, 'audits'],
        [
          'audit_age_days',
          Number.isFinite(latest) ? Math.floor((now.getTime() - latest) / DAY_MS) : null,
          'audits',
        ],
        ['audit_fix_review_pct', fixReviewShare(own.map((audit) => audit.hasFixReview)), 'audits'],
        ['incidents_3y', recent.length, 'security-alerts'],
        [
          'incident_losses_usd_3y',
          isLossUnknown ? null : recent.reduce((sum, incident) => sum + (incident.lossUsd ?? 0), 0),
          'security-alerts',
        ],
        ['market_cap_rank', ranks.get(projectId) ?? null, 'category-market_stability'],
      ];
      for (const [key, value, anchor] of values) {
        const previous = storedByKey.get(`${projectId}/${key}`);
        if (previous && isSameMeasurement(key, previous, value, now)) continue;
        rows.push(signalRow(projectId, key, value, now, now, `/projects/${projectId}#${anchor}`, source));
        changed.add(projectId);
      }
    }
    // One array parameter per column: thousands of signals in one short statement.
    await bulkInsert(
      db,
      'signals',
      [
        { name: 'project_id', type: 'text', values: rows.map((row) => row.projectId) },
        { name: 'key', type: 'text', values: rows.map((row) => row.key) },
        { name: 'value', type: 'float8', values: rows.map((row) => row.value ?? null) },
        { name: 'measured_at', type: 'timestamptz', values: rows.map((row) => row.measuredAt ?? null) },
        { name: 'evidence_url', type: 'text', values: rows.map((row) => row.evidenceUrl ?? null) },
        { name: 'source', type: 'text', values: rows.map((row) => row.source) },
        { name: 'state', type: 'signal_state', values: rows.map((row) => row.state) },
        { name: 'updated_at', type: 'timestamptz', values: rows.map(() => now) },
      ],
      `on conflict (project_id, key) do update set value = excluded.value, measured_at = excluded.measured_at,
         evidence_url = excluded.evidence_url, source = excluded.source, state = excluded.state,
         updated_at = excluded.updated_at`,
    );
  }
  return [...changed];
}

// An age measured earlier has grown since by the whole days elapsed (methodology section 5.8).
function isSameMeasurement(
  key: SignalKey,
  previous: { value: number | null; measuredAt: Date | null },
  value: number | null,
  now: Date,
): boolean {
  if (previous.value === null || value === null) return previous.value === value;
  if (key !== 'audit_age_days') return previous.value === value;
  if (!previous.measuredAt) return false;
  const elapsed = Math.max(0, Math.floor((now.getTime() - previous.measuredAt.getTime()) / DAY_MS));
  return previous.value + elapsed === value;
}
