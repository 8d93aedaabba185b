import 'server-only';
import { eq, like } from 'drizzle-orm';
import { IMPLAUSIBLE_LOSS_USD } from '@/config/constants';
import type { IncidentRecord } from '@/contracts/imports';
import type { Executor } from '../db/client';
import { insertInChunks } from '../db/insert-in-chunks';
import { securityAlerts } from '../db/schema';
import type { KindReport } from './import-report';
import { RecordLinker } from './link-records';
import { dataSetName } from './data-set-name';
import { TouchedProjects } from './touched-projects';
import { incidentKeys, type ProjectIndex } from './match-project';

export const INCIDENT_KEY_PREFIX = 'import:incident:';

type AlertRow = typeof securityAlerts.$inferSelect;
const FIELDS = [
  'projectId',
  'linkConfidence',
  'linkReason',
  'projectName',
  'type',
  'classification',
  'lossUsd',
  'description',
  'sourceUrl',
  'source',
  'licence',
  'lossText',
  'lossReview',
  'state',
] as const;

export interface ImportIncidentsOptions {
  /**
   * Whether the watchers of a project are to be warned of an incident that reaches it now (one added, or one
   * linked to a project for the first time): every import but the first import of the shipped data sets.
   */
  readonly warnWatchers?: boolean;
}

/**
 * Adds or updates imported incidents by their id. Every one is a public, confirmed incident; its project is
 * linked only on a confident match. A loss above IMPLAUSIBLE_LOSS_USD is flagged until staff confirm it. An
 * incident that reaches a project now is marked for its watchers' warning (`watchers_pending`) when
 * `warnWatchers` is set; a corrected loss or a project changed for another one updates the alert and warns
 * nobody again.
 */
export async function importIncidents(
  db: Executor,
  records: readonly { record: IncidentRecord; licence: string }[],
  index: ProjectIndex,
  options: ImportIncidentsOptions = {},
): Promise<
  Pick<KindReport, 'added' | 'updated' | 'unchanged' | 'linked' | 'toReview' | 'flagged'> & {
    touched: TouchedProjects;
    /** Incidents marked now for their watchers' warning. */
    toWarn: number;
  }
> {
  const result = { added: 0, updated: 0, unchanged: 0, linked: 0, toReview: 0, flagged: 0 };
  let toWarn = 0;
  const touched = new TouchedProjects();
  const existing = new Map(
    (
      await db
        .select()
        .from(securityAlerts)
        .where(like(securityAlerts.externalKey, `${INCIDENT_KEY_PREFIX}%`))
    ).map((row) => [row.externalKey, row]),
  );
  const linker = await RecordLinker.load(
    db,
    'incident',
    records.map(({ record }) => INCIDENT_KEY_PREFIX + record.id),
  );
  const newRows: (typeof securityAlerts.$inferInsert)[] = [];
  for (const { record, licence } of records) {
    const externalKey = INCIDENT_KEY_PREFIX + record.id;
    const stored = existing.get(externalKey);
    const match = index.match(incidentKeys(record));
    const { projectId, linkConfidence, linkReason, isQueued } = linker.projectOf(
      externalKey,
      record.project,
      match,
    );
    if (isQueued) result.toReview += 1;
    const lossUsd = record.lossUsd ?? null;
    const isImplausible = lossUsd !== null && lossUsd > IMPLAUSIBLE_LOSS_USD;
    // A confirmed figure stays confirmed while the source keeps giving the same one.
    const lossReview = isImplausible
      ? stored?.lossReview === 'confirmed' && stored.lossUsd === lossUsd
        ? ('confirmed' as const)
        : ('pending' as const)
      : null;
    const row = {
      externalKey,
      projectId,
      linkConfidence,
      linkReason,
      projectName: record.project,
      type: record.attackCategory,
      classification: record.type,
      chains: record.chain ? [record.chain] : [],
      lossUsd,
      returnedUsd: null,
      occurredAt: new Date(`${record.date}T00:00:00Z`),
      description: '',
      sourceUrl: record.referenceUrl,
      referenceUrls: record.references,
      attackTxUrls: record.attackTxs,
      source: record.source,
      licence,
      lossText: record.lossText ?? null,
      lossReview,
      // Staff dismissed it (an accepted correction): a new import of the same record does not bring it back.
      state: stored?.state === 'dismissed' ? ('dismissed' as const) : ('confirmed' as const),
    };
    if (projectId && projectId !== stored?.projectId) result.linked += 1;
    if (lossReview === 'pending' && stored?.lossReview !== 'pending') result.flagged += 1;
    // Only a record that changed changes its projects' derived signals (and their dates): an unchanged one,
    // imported or refreshed again, leaves them as they are.
    const markTouched = () =>
      touched.touch(projectId, stored?.projectId, {
        kind: 'incident',
        change: stored ? 'updated' : 'added',
        name: record.project,
        occurredOn: record.date,
        lossUsd,
        source: dataSetName(record.source),
        url: record.referenceUrl ?? null,
      });
    // It reaches a project now: a new incident, or one that no project had before.
    const warns =
      Boolean(options.warnWatchers) &&
      projectId !== null &&
      row.state === 'confirmed' &&
      (!stored || stored.projectId === null);
    if (warns) toWarn += 1;
    if (!stored) {
      markTouched();
      result.added += 1;
      newRows.push({ ...row, watchersPending: warns });
      continue;
    }
    if (isSameAlert(stored, row)) {
      result.unchanged += 1;
      continue;
    }
    result.updated += 1;
    markTouched();
    const { externalKey: _key, ...changes } = row;
    await db
      .update(securityAlerts)
      .set(warns ? { ...changes, watchersPending: true } : changes)
      .where(eq(securityAlerts.id, stored.id));
  }
  await insertInChunks(db, securityAlerts, newRows);
  await linker.save(db);
  return { ...result, touched, toWarn };
}

function isSameAlert(
  stored: AlertRow,
  row: Omit<AlertRow, 'id' | 'createdAt' | 'reporterEmail' | 'reporterUserId' | 'kind' | 'watchersPending'>,
) {
  return (
    FIELDS.every((field) => stored[field] === row[field]) &&
    stored.occurredAt.getTime() === row.occurredAt.getTime() &&
    stored.chains.join('|') === row.chains.join('|') &&
    stored.referenceUrls.join('|') === row.referenceUrls.join('|') &&
    stored.attackTxUrls.join('|') === row.attackTxUrls.join('|')
  );
}
