import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { dataSourceById, INCIDENT_DATA_SETS, OWN_REPORTS_SOURCE } from '@/config/data-sources';
import { refreshSourceByName, type RefreshSourceName } from '@/config/refresh-sources';
import { signalState } from '@/lib/score/compute-score';
import { signalByKey, type SignalKey } from '@/lib/score/methodology';
import { bulkInsert } from '../db/bulk-insert';
import type { Executor } from '../db/client';
import { audits, projectTokens, projects, securityAlerts, signals, sourceRefreshes } from '../db/schema';
import { fixReviewCount, signalRow } from '../setup/seed/signal-factory';
import { DAY_MS } from '@/config/constants';

// The methodology's window for incidents_3y and incident_losses_usd_3y.
const INCIDENT_WINDOW_DAYS = 1_095;
const BATCH_SIZE = 1_000;

export interface DerivedSignalOptions {
  /**
   * The day each data set describes, by its `source` id, when the caller knows better than the shipped
   * snapshot dates (a refresh that has just read a source): see `asOfOf`.
   */
  readonly sourceAsOf?: ReadonlyMap<string, Date>;
}

interface Derived {
  readonly value: number | null;
  readonly measuredAt: Date;
  readonly evidenceUrl: string | null;
  /** The data sets the value comes from, joined by '+'. */
  readonly source: string;
}

/**
 * When the records of a data set were true: the date the caller gives, else the data set's snapshot date, else
 * (a data set that states none) the time of the import. Never later than now.
 */
function asOfOf(source: string, now: Date, options: DerivedSignalOptions): Date {
  const given = options.sourceAsOf?.get(source);
  const snapshot = dataSourceById.get(source)?.asOf;
  const day = given ?? (snapshot ? new Date(`${snapshot}T00:00:00Z`) : now);
  return day.getTime() > now.getTime() ? now : day;
}

/**
 * The day of each data set as a refresh last read it (source_refreshes), under the days the caller gives: every
 * derivation dates a data set's records alike, whichever import, refresh or correction runs it.
 */
async function refreshedSourceDays(
  db: Executor,
  given: ReadonlyMap<string, Date> | undefined,
): Promise<ReadonlyMap<string, Date>> {
  const days = new Map<string, Date>();
  for (const row of await db.select().from(sourceRefreshes)) {
    const dataSourceId = refreshSourceByName.get(row.source as RefreshSourceName)?.dataSourceId;
    if (dataSourceId) days.set(dataSourceId, row.lastRefreshedAt);
  }
  for (const [id, day] of given ?? []) days.set(id, day);
  return days;
}

const latestOf = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
const sourceOf = (sources: readonly string[]) => [...new Set(sources)].sort().join('+');

/**
 * Derives the signals that the data sets give evidence for (docs/score-methodology.md, section 5): from the
 * project's completed audits, its confirmed incidents, its market figures, chains and published contract
 * addresses. A signal is derived only from evidence: without any audit on record the audit signals are not
 * available (an audit list that does not name a project proves nothing about it); every project is looked up in
 * the incident data sets, so none found is a count of 0, which the methodology scores neutral. Each value is
 * dated to the day its data set describes. Stores what changed; returns the projects concerned.
 */
export async function refreshDerivedSignals(
  db: Executor,
  projectIds: readonly string[],
  now: Date,
  options: DerivedSignalOptions = {},
): Promise<string[]> {
  options = { sourceAsOf: await refreshedSourceDays(db, options.sourceAsOf) };
  const changed = new Set<string>();
  for (let start = 0; start < projectIds.length; start += BATCH_SIZE) {
    const batch = projectIds.slice(start, start + BATCH_SIZE);
    const completed = await db
      .select({
        projectId: audits.projectId,
        completedAt: audits.completedAt,
        hasFixReview: audits.hasFixReview,
        reportUrl: audits.reportUrl,
        source: audits.source,
      })
      .from(audits)
      .where(and(inArray(audits.projectId, batch), eq(audits.status, 'completed')));
    const incidents = await db
      .select({
        projectId: securityAlerts.projectId,
        occurredAt: securityAlerts.occurredAt,
        lossUsd: securityAlerts.lossUsd,
        lossReview: securityAlerts.lossReview,
        sourceUrl: securityAlerts.sourceUrl,
        source: securityAlerts.source,
      })
      .from(securityAlerts)
      .where(
        and(
          inArray(securityAlerts.projectId, batch),
          eq(securityAlerts.state, 'confirmed'),
          // Changes read on the chain (an upgrade, a new owner) are alerts, not incidents.
          eq(securityAlerts.kind, 'incident'),
        ),
      );
    const projectRows = new Map(
      (
        await db
          .select({
            id: projects.id,
            marketCapRank: projects.marketCapRank,
            marketCapUsd: projects.marketCapUsd,
            marketSource: projects.marketSource,
            marketAsOf: projects.marketAsOf,
            chains: projects.chains,
            dataSources: projects.dataSources,
          })
          .from(projects)
          .where(inArray(projects.id, batch))
      ).map((row) => [row.id, row]),
    );
    const addresses = await db
      .selectDistinct({ projectId: projectTokens.projectId, address: projectTokens.address })
      .from(projectTokens)
      .where(and(inArray(projectTokens.projectId, batch), isNotNull(projectTokens.address)));
    const stored = await db
      .select({
        projectId: signals.projectId,
        key: signals.key,
        value: signals.value,
        measuredAt: signals.measuredAt,
        source: signals.source,
      })
      .from(signals)
      .where(inArray(signals.projectId, batch));
    const storedByKey = new Map(stored.map((row) => [`${row.projectId}/${row.key}`, row]));

    const rows: ReturnType<typeof signalRow>[] = [];
    for (const projectId of batch) {
      const project = projectRows.get(projectId);
      const derived = new Map<SignalKey, Derived | null>([
        ...auditSignals(
          completed.filter((audit) => audit.projectId === projectId),
          now,
          options,
        ),
        ...incidentSignals(
          incidents.filter((incident) => incident.projectId === projectId),
          now,
          options,
        ),
        ...(project
          ? projectSignals(
              project,
              addresses.filter((row) => row.projectId === projectId).length,
              now,
              options,
            )
          : []),
      ]);
      for (const [key, next] of derived) {
        const previous = storedByKey.get(`${projectId}/${key}`);
        // Evidence that was never there needs no row: the engine reads a missing signal as not available.
        if (!next && (!previous || previous.value === null)) continue;
        if (
          next &&
          previous &&
          previous.value === next.value &&
          previous.measuredAt?.getTime() === next.measuredAt.getTime() &&
          previous.source === next.source
        )
          continue;
        rows.push(
          next
            ? signalRow(projectId, key, next.value, next.measuredAt, now, next.evidenceUrl, next.source)
            : signalRow(projectId, key, null, null, now, null, previous?.source ?? OWN_REPORTS_SOURCE),
        );
        // The same value from the same data sets, read again on a later day, is dated anew (an age grown by the
        // days between is the same age); it moves the score only when that makes a stale measurement fresh.
        const isRedated =
          next !== null &&
          previous !== undefined &&
          previous.measuredAt !== null &&
          previous.value !== null &&
          previous.source === next.source &&
          next.value ===
            previous.value +
              (signalByKey.get(key)!.isAgeInDays
                ? Math.floor((next.measuredAt.getTime() - previous.measuredAt.getTime()) / DAY_MS)
                : 0);
        const maxAgeDays = signalByKey.get(key)!.maxAgeDays;
        if (!isRedated || signalState(previous, maxAgeDays, now) !== signalState(next, maxAgeDays, now))
          changed.add(projectId);
      }
    }
    // One array parameter per column: thousands of signals in one short statement.
    await bulkInsert(
      db,
      signals,
      rows,
      (row) => ({
        projectId: row.projectId,
        key: row.key,
        value: row.value ?? null,
        measuredAt: row.measuredAt ?? null,
        evidenceUrl: row.evidenceUrl ?? null,
        source: row.source,
        state: row.state,
        updatedAt: now,
      }),
      `on conflict (project_id, key) do update set value = excluded.value, measured_at = excluded.measured_at,
         evidence_url = excluded.evidence_url, source = excluded.source, state = excluded.state,
         updated_at = excluded.updated_at`,
    );
  }
  return [...changed];
}

/** Completed audits: count, age of the latest and how many had a fix review, as of the audit list's day. */
export function auditSignals(
  own: readonly {
    completedAt: Date | null;
    hasFixReview: boolean | null;
    reportUrl: string | null;
    source: string;
  }[],
  now: Date,
  options: DerivedSignalOptions,
): [SignalKey, Derived | null][] {
  const keys: SignalKey[] = ['audit_count', 'audit_age_days', 'audit_fix_reviews'];
  if (own.length === 0) return keys.map((key) => [key, null]);
  const measuredAt = latestOf(own.map((audit) => asOfOf(audit.source, now, options)));
  const source = sourceOf(own.map((audit) => audit.source));
  const dated = own
    .filter((audit) => audit.completedAt !== null)
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime());
  const latest = dated[0];
  const evidenceUrl = latest?.reportUrl ?? own.find((audit) => audit.reportUrl)?.reportUrl ?? null;
  const fixReview = fixReviewCount(own.map((audit) => audit.hasFixReview));
  return [
    ['audit_count', { value: own.length, measuredAt, evidenceUrl, source }],
    [
      'audit_age_days',
      latest
        ? {
            value: Math.max(0, Math.floor((measuredAt.getTime() - latest.completedAt!.getTime()) / DAY_MS)),
            measuredAt,
            evidenceUrl: latest.reportUrl,
            source,
          }
        : null,
    ],
    ['audit_fix_reviews', fixReview === null ? null : { value: fixReview, measuredAt, evidenceUrl, source }],
  ];
}

/** Confirmed incidents: how many in the three years before the incident list's day, and their losses. */
export function incidentSignals(
  own: readonly {
    occurredAt: Date;
    lossUsd: number | null;
    lossReview: 'pending' | 'confirmed' | null;
    sourceUrl: string | null;
    source: string | null;
  }[],
  now: Date,
  options: DerivedSignalOptions,
): [SignalKey, Derived | null][] {
  // Every project is looked up in the incident data sets: the day of the newest of them, or of a record of
  // the project's own that is newer, is the day the count describes.
  const sources = [...INCIDENT_DATA_SETS, ...own.map((incident) => incident.source ?? OWN_REPORTS_SOURCE)];
  const measuredAt = latestOf(sources.map((source) => asOfOf(source, now, options)));
  const since = measuredAt.getTime() - INCIDENT_WINDOW_DAYS * DAY_MS;
  const recent = own
    .filter((incident) => incident.occurredAt.getTime() >= since)
    .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
  // Searched and none found in the window: a count of 0, which the methodology scores neutral (50), since a
  // list that names no incident proves no quiet three years; it tells what is known, not that it is safe.
  if (recent.length === 0) {
    const searched = { value: 0, measuredAt, evidenceUrl: null, source: sourceOf(INCIDENT_DATA_SETS) };
    return [
      ['incidents_3y', searched],
      ['incident_losses_usd_3y', searched],
    ];
  }
  const source = sourceOf(recent.map((incident) => incident.source ?? OWN_REPORTS_SOURCE));
  const evidenceUrl = recent[0]!.sourceUrl;
  // The losses known: a loss that is unknown, or flagged as implausible and not yet confirmed, is left out, so the
  // sum is what is known at least; the incident itself still counts in incidents_3y, and an unknown loss never
  // makes the record less known (it would take coverage, and with it a rating, away for evidence against).
  const known = recent.filter((incident) => incident.lossUsd !== null && incident.lossReview !== 'pending');
  return [
    ['incidents_3y', { value: recent.length, measuredAt, evidenceUrl, source }],
    [
      'incident_losses_usd_3y',
      {
        value: known.reduce((sum, incident) => sum + (incident.lossUsd ?? 0), 0),
        measuredAt,
        evidenceUrl: known[0]?.sourceUrl ?? evidenceUrl,
        source,
      },
    ],
  ];
}

/** The project's own record: market figures, chains and published contract addresses. */
function projectSignals(
  project: {
    marketCapRank: number | null;
    marketCapUsd: number | null;
    /** The market source that measured the figures (the refresh) and the day it read them, when one did. */
    marketSource: string | null;
    marketAsOf: string | null;
    chains: string[];
    dataSources: string[];
  },
  addressCount: number,
  now: Date,
  options: DerivedSignalOptions,
): [SignalKey, Derived | null][] {
  // Chains and addresses come with the project's own record, from the first data set it names (the others fill
  // in links); market figures from the data sets that carry them. A data set that states no date is taken as
  // read at the time of the import.
  const primary = project.dataSources[0];
  const market = project.marketSource
    ? [project.marketSource]
    : project.dataSources.filter(
        (id) => options.sourceAsOf?.has(id) || dataSourceById.get(id)?.hasMarketData,
      );
  const recordAsOf = primary ? asOfOf(primary, now, options) : now;
  const measuredMarket =
    project.marketSource && project.marketAsOf ? new Date(`${project.marketAsOf}T00:00:00Z`) : null;
  const marketAsOf =
    measuredMarket ?? (market.length ? latestOf(market.map((id) => asOfOf(id, now, options))) : recordAsOf);
  const recordSource = primary ?? 'import';
  const marketSource = market.length ? sourceOf(market) : recordSource;
  const recordEvidence = dataSourceById.get(recordSource)?.url ?? null;
  const marketEvidence = dataSourceById.get(market[0] ?? recordSource)?.url ?? null;
  return [
    [
      'market_cap_rank',
      project.marketCapRank === null
        ? null
        : {
            value: project.marketCapRank,
            measuredAt: marketAsOf,
            evidenceUrl: marketEvidence,
            source: marketSource,
          },
    ],
    [
      'market_cap_usd',
      project.marketCapUsd === null
        ? null
        : {
            value: project.marketCapUsd,
            measuredAt: marketAsOf,
            evidenceUrl: marketEvidence,
            source: marketSource,
          },
    ],
    [
      'chain_count',
      project.chains.length === 0
        ? null
        : {
            value: project.chains.length,
            measuredAt: recordAsOf,
            evidenceUrl: recordEvidence,
            source: recordSource,
          },
    ],
    [
      'contract_addresses',
      addressCount === 0
        ? null
        : { value: addressCount, measuredAt: recordAsOf, evidenceUrl: recordEvidence, source: recordSource },
    ],
  ];
}
