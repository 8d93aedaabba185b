import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { IMPORT_KINDS, type ImportKind } from '@/contracts/imports';
import { CAUSE_RECORD_LIMIT, type CauseRecord, type ScoreCause } from '@/lib/score/score-causes';
import type { Db, Executor } from '../db/client';
import { refreshStatistics } from '../db/refresh-statistics';
import { appMeta, projectScores, projects } from '../db/schema';
import { queueJob } from '../jobs/job-queue';
import { JOB_QUEUES } from '../jobs/queues';
import { recomputeScores } from '../scores/recompute-scores';
import { importAudits } from './import-audits';
import { importFacts } from './import-facts';
import { importIncidents } from './import-incidents';
import { importMarkets } from './import-markets';
import { dataSetName } from './data-set-name';
import { TouchedProjects } from './touched-projects';
import { importMonitoring } from './import-monitoring';
import { importProjects } from './import-projects';
import type { ImportReport, KindReport } from './import-report';
import { importTokens } from './import-tokens';
import { loadProjectIndex } from './load-project-index';
import { loadProjectKeys } from './project-keys';
import { refreshDerivedSignals } from './refresh-derived-signals';
import {
  validateImportFile,
  type InvalidRecord,
  type RecordOf,
  type ValidatedFile,
} from './validate-import-file';

export interface ImportOptions {
  readonly files: readonly { readonly kind: ImportKind; readonly file: string }[];
  /** Records already read and validated elsewhere (a public source's answer, by the refresh), imported too. */
  readonly validated?: readonly ValidatedFile[];
  /** Runs last in the import's transaction: what it writes is committed with the records, or not at all. */
  readonly beforeCommit?: (tx: Executor) => Promise<void>;
  /** Import the valid records and report the invalid ones, instead of importing nothing. */
  readonly skipInvalid?: boolean;
  /** Do everything, report it, then roll it all back. */
  readonly isDryRun?: boolean;
  readonly now?: Date;
  /**
   * The day each data set's records describe, by `source` id, when it is not the snapshot date that
   * src/config/data-sources.ts gives (a refresh that has just read the source): derived signals are dated to it.
   */
  readonly sourceAsOf?: ReadonlyMap<string, Date>;
  readonly onProgress?: (step: string, done: number, total: number) => void;
}

/** The app_meta key set by the first import that wrote data: a later start never imports data/ into it again. */
export const DATA_IMPORTED_KEY = 'data_imported_at';

class DryRunRollback extends Error {}

// Monitoring figures and facts name their project exactly: one naming no stored project is invalid, which is
// only known once the projects are written, so it rolls the import back.
class UnknownProjects extends Error {
  constructor(readonly invalid: InvalidRecord[]) {
    super('records name projects that are not stored');
  }
}

/**
 * Imports data-set files in one transaction: every record is validated first, and one invalid record stops
 * the whole import (nothing is written) unless skipInvalid is set. Records are upserted by their natural
 * keys, so running the same files again changes nothing. Then the audit and incident signals of every
 * project concerned are derived again and their scores recomputed.
 */
export async function importData(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const progress = options.onProgress ?? (() => undefined);
  const validated: ValidatedFile[] = [...(options.validated ?? [])];
  for (const [index, { kind, file }] of options.files.entries()) {
    progress('validate', index, options.files.length);
    validated.push(await validateImportFile(kind, file));
  }
  validated.sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
  const invalid: InvalidRecord[] = validated.flatMap((file) => file.invalid);
  if (invalid.length > 0 && !options.skipInvalid) {
    return {
      isImported: false,
      isDryRun: Boolean(options.isDryRun),
      files: [],
      invalid,
      scored: 0,
      ms: Date.now() - started,
    };
  }

  const reports: KindReport[] = [];
  const unknownProjects: InvalidRecord[] = [];
  let scored = 0;
  try {
    await db.transaction(async (tx) => {
      const touched = new Set<string>();
      // The records each project's new score will name.
      const movedBy = new TouchedProjects();
      let projectIndex: Awaited<ReturnType<typeof loadProjectIndex>> | undefined;
      let previousKind: ImportKind | undefined;
      const indexKinds = new Set<ImportKind | undefined>([
        'projects',
        'tokens',
        'monitoring',
        'facts',
        'markets',
      ]);
      const steps = validated.length + 2;
      // The first import of a database (the shipped data sets) warns nobody: every later one warns the watchers
      // of the projects its incidents reach.
      const [imported] = await tx
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(eq(appMeta.key, DATA_IMPORTED_KEY));
      const warnWatchers = imported !== undefined;
      let toWarn = 0;
      for (const [index, file] of validated.entries()) {
        progress(file.kind, index, steps);
        const report: KindReport = {
          kind: file.kind,
          file: file.file,
          records: file.total,
          skipped: [...file.invalid],
          added: 0,
          updated: 0,
          unchanged: 0,
          linked: 0,
          toReview: 0,
          flagged: 0,
          unmatched: 0,
        };
        reports.push(report);
        if (file.kind === 'projects') {
          const { projectIds, ...counts } = await importProjects(
            tx,
            file.records as ValidatedFile<'projects'>['records'],
            now,
          );
          Object.assign(report, counts);
          projectIds.forEach((id) => touched.add(id));
          continue;
        }
        if (file.kind === 'monitoring' || file.kind === 'facts') {
          const keys = await loadProjectKeys(tx);
          let unknown: readonly unknown[];
          if (file.kind === 'monitoring') {
            const { unknown: missing, ...counts } = await importMonitoring(
              tx,
              file.records as ValidatedFile<'monitoring'>['records'],
              keys,
            );
            Object.assign(report, counts);
            unknown = missing;
          } else {
            const {
              unknown: missing,
              projectIds,
              ...counts
            } = await importFacts(tx, file.records as ValidatedFile<'facts'>['records'], keys, now);
            Object.assign(report, counts);
            projectIds.forEach((id) => touched.add(id));
            unknown = missing;
          }
          const refused = (file.records as ValidatedFile<'monitoring' | 'facts'>['records'])
            .filter(({ record }) => unknown.includes(record))
            .map(({ record, position }) => ({
              file: file.file,
              position,
              key: record.project,
              reason: `project: no project ${record.project} is stored`,
            }));
          unknownProjects.push(...refused);
          (report.skipped as InvalidRecord[]).push(...refused);
          continue;
        }
        // Loaded again after the projects or tokens have changed (the projects file may just have added some); the
        // files of one kind after another (an audit file per firm) share it.
        if (!projectIndex || indexKinds.has(previousKind)) projectIndex = await loadProjectIndex(tx);
        previousKind = file.kind;
        if (file.kind === 'tokens') {
          Object.assign(
            report,
            await importTokens(
              tx,
              file.records as { record: RecordOf['tokens']; licence: string }[],
              projectIndex,
            ),
          );
        } else if (file.kind === 'incidents') {
          const {
            touched: moved,
            toWarn: warned,
            ...counts
          } = await importIncidents(
            tx,
            file.records as { record: RecordOf['incidents']; licence: string }[],
            projectIndex,
            { warnWatchers },
          );
          toWarn += warned;
          Object.assign(report, counts);
          movedBy.merge(moved);
          moved.projectIds.forEach((id) => touched.add(id));
        } else if (file.kind === 'markets') {
          const { touched: moved, ...counts } = await importMarkets(
            tx,
            file.records as { record: RecordOf['markets']; licence: string }[],
            now,
          );
          Object.assign(report, counts);
          movedBy.merge(moved);
          moved.projectIds.forEach((id) => touched.add(id));
        } else {
          const { touched: moved, ...counts } = await importAudits(
            tx,
            file.records as { record: RecordOf['audits']; licence: string }[],
            projectIndex,
          );
          Object.assign(report, counts);
          movedBy.merge(moved);
          moved.projectIds.forEach((id) => touched.add(id));
        }
      }
      if (unknownProjects.length > 0 && !options.skipInvalid) throw new UnknownProjects(unknownProjects);
      progress('signals', validated.length, steps);
      // Every project is looked up in the incident data sets: a new read of one dates every project's count anew,
      // the projects with none found included.
      if (validated.some((file) => file.kind === 'incidents')) {
        const all = await tx.select({ id: projects.id }).from(projects);
        all.forEach(({ id }) => touched.add(id));
      }
      const derived = await refreshDerivedSignals(tx, [...touched].sort(), now, {
        sourceAsOf: options.sourceAsOf,
      });
      // Every project has its score row from the transaction that creates it (search and the leaderboard join it).
      const unscored = await tx.execute<{ id: string }>(
        sql`select p.id from ${projects} p where not exists (select 1 from ${projectScores} s where s.project_id = p.id)`,
      );
      const changed = [...new Set([...derived, ...unscored.rows.map((row) => row.id)])].sort();
      progress('scores', validated.length + 1, steps);
      if (changed.length > 0) {
        const sources = dataSetNames(validated.flatMap((file) => file.records.map(({ record }) => record)));
        await recomputeScores(tx, {
          projectIds: changed,
          asOf: now,
          cause: ({ projectId, from, to }) => refreshCause(movedBy.recordsOf(projectId), sources, from, to),
        });
        scored = changed.length;
      }
      // Queued with the incidents: the warning is sent once they are committed, and never for a rolled-back import.
      if (toWarn > 0) await queueJob(JOB_QUEUES.notifyImportedAlerts, {}, { db: tx });
      if (options.beforeCommit) await options.beforeCommit(tx);
      progress('done', steps, steps);
      if (options.isDryRun) throw new DryRunRollback();
      await tx
        .insert(appMeta)
        .values({ key: DATA_IMPORTED_KEY, value: now.toISOString() })
        .onConflictDoNothing();
    });
  } catch (error) {
    if (error instanceof UnknownProjects) {
      return {
        isImported: false,
        isDryRun: Boolean(options.isDryRun),
        files: [],
        invalid: [...invalid, ...error.invalid],
        scored: 0,
        ms: Date.now() - started,
      };
    }
    if (!(error instanceof DryRunRollback)) throw error;
  }
  if (!options.isDryRun) await refreshStatistics(db);
  return {
    isImported: true,
    isDryRun: Boolean(options.isDryRun),
    files: reports,
    invalid: [...invalid, ...unknownProjects],
    scored,
    ms: Date.now() - started,
  };
}

/**
 * Why a project's score moved with an import: the records of the project it added or changed (the first
 * CAUSE_RECORD_LIMIT named, the others counted) and their data sets; where none of its records changed (a data set
 * read again dates its measurements anew), the data sets read.
 */
function refreshCause(
  records: readonly CauseRecord[],
  sourcesRead: readonly string[],
  scoreFrom: number | null,
  scoreTo: number | null,
): ScoreCause {
  const sources = records.length ? [...new Set(records.map((record) => record.source))].sort() : sourcesRead;
  return {
    kind: 'data_refresh',
    sources,
    ...(records.length ? { records: records.slice(0, CAUSE_RECORD_LIMIT) } : {}),
    ...(records.length > CAUSE_RECORD_LIMIT ? { moreRecords: records.length - CAUSE_RECORD_LIMIT } : {}),
    scoreFrom,
    scoreTo,
  };
}

/** The names of the data sets that records come from, for the explanation of the scores they moved. */
function dataSetNames(records: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const record of records) {
    const source = (record as { source?: unknown }).source;
    if (typeof source === 'string') ids.add(source);
  }
  return [...ids].map(dataSetName).sort();
}
