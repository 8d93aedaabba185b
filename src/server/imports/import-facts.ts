import 'server-only';
import { and, inArray } from 'drizzle-orm';
import type { FactsRecord } from '@/contracts/imports';
import { signalState } from '@/lib/score/compute-score';
import { KYC_LEVELS, signalByKey, type SignalKey } from '@/lib/score/methodology';
import { bulkInsert } from '../db/bulk-insert';
import type { Executor } from '../db/client';
import { signals } from '../db/schema';
import type { KindCounts } from './import-report';
import type { ProjectKeys } from './project-keys';

const FACT_SIGNALS = ['team_kyc_level', 'bug_bounty_usd'] as const satisfies readonly SignalKey[];

interface FactSignal {
  readonly projectId: string;
  readonly key: (typeof FACT_SIGNALS)[number];
  readonly value: number;
  readonly measuredAt: Date;
  readonly evidenceUrl: string | null;
  readonly source: string;
}

/**
 * Stores the team KYC level and the largest bug-bounty reward that a record gives as the project's
 * `team_kyc_level` and `bug_bounty_usd` signals, measured on the record's date with its link as evidence. A
 * fact the record leaves out stays as it was. Returns what changed, the projects whose signals changed (to be
 * scored again) and the records naming no stored project.
 */
export async function importFacts(
  db: Executor,
  records: readonly { record: FactsRecord }[],
  projects: ProjectKeys,
  now: Date,
): Promise<KindCounts & { projectIds: Set<string>; unknown: FactsRecord[] }> {
  const counts = { added: 0, updated: 0, unchanged: 0 };
  const unknown: FactsRecord[] = [];
  const facts: FactSignal[][] = [];
  for (const { record } of records) {
    const projectId = projects.idOf(record.project);
    if (!projectId) {
      unknown.push(record);
      continue;
    }
    const own: FactSignal[] = [];
    if (record.kyc) {
      own.push({
        projectId,
        key: 'team_kyc_level',
        value: KYC_LEVELS.indexOf(record.kyc.level),
        measuredAt: new Date(`${record.kyc.asOf}T00:00:00Z`),
        evidenceUrl: record.kyc.url ?? null,
        source: record.source,
      });
    }
    if (record.bugBounty) {
      own.push({
        projectId,
        key: 'bug_bounty_usd',
        value: record.bugBounty.maxRewardUsd,
        measuredAt: new Date(`${record.bugBounty.asOf}T00:00:00Z`),
        evidenceUrl: record.bugBounty.url ?? null,
        source: record.source,
      });
    }
    facts.push(own);
  }

  const ids = [...new Set(facts.flat().map((fact) => fact.projectId))];
  const stored = ids.length
    ? await db
        .select()
        .from(signals)
        .where(and(inArray(signals.projectId, ids), inArray(signals.key, [...FACT_SIGNALS])))
    : [];
  const storedByKey = new Map(stored.map((row) => [`${row.projectId}/${row.key}`, row]));
  const changed: FactSignal[] = [];
  for (const own of facts) {
    const fresh = own.filter((fact) => {
      const previous = storedByKey.get(`${fact.projectId}/${fact.key}`);
      return !(
        previous &&
        previous.value === fact.value &&
        previous.measuredAt?.getTime() === fact.measuredAt.getTime() &&
        previous.evidenceUrl === fact.evidenceUrl &&
        previous.source === fact.source
      );
    });
    if (fresh.length === 0) counts.unchanged += 1;
    else if (own.some((fact) => storedByKey.get(`${fact.projectId}/${fact.key}`)?.value != null))
      counts.updated += 1;
    else counts.added += 1;
    changed.push(...fresh);
  }

  await bulkInsert(
    db,
    signals,
    changed,
    (fact) => ({
      projectId: fact.projectId,
      key: fact.key,
      value: fact.value,
      measuredAt: fact.measuredAt,
      evidenceUrl: fact.evidenceUrl,
      source: fact.source,
      state: signalState(fact, signalByKey.get(fact.key)!.maxAgeDays, now),
      updatedAt: now,
    }),
    `on conflict (project_id, key) do update set value = excluded.value, measured_at = excluded.measured_at,
       evidence_url = excluded.evidence_url, source = excluded.source, state = excluded.state,
       updated_at = excluded.updated_at`,
  );
  return { ...counts, projectIds: new Set(changed.map((fact) => fact.projectId)), unknown };
}
