import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { refreshSourceByName, type RefreshSourceName } from '@/config/refresh-sources';
import { ProjectNames } from '@/lib/project-names';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { importData } from '../imports/import-data';
import { describeInvalid } from '../imports/import-report';
import type { ValidatedFile } from '../imports/validate-import-file';
import { log } from '../log';
import { toDay } from '../scores/recompute-scores';
import { DEFAULT_FETCH_LIMITS, fetchUpstream, type FetchLimits } from './fetch-upstream';
import { keepChangedIncidents } from './keep-changed-incidents';
import { countBaselineFor, recordRefreshRun } from './record-refresh-run';
import { recordSourceRefresh } from './record-source-refresh';
import type { SourceRefreshReport } from './refresh-report';
import { SOURCE_ADAPTERS, type AnswerReader } from './source-adapters';
import { assessAnswer, describeSkipped } from './source-health';
import { UpstreamFormatError } from './upstream-error';

export interface RefreshOptions {
  readonly sources: readonly RefreshSourceName[];
  /** Each source's address (src/config/env.ts). */
  readonly urls: Readonly<Record<RefreshSourceName, string>>;
  /** Pages of 250 coins read from CoinGecko at most. */
  readonly coingeckoPages: number;
  /** A folder of recorded answers to read instead of the network (file names: docs/data-import.md). */
  readonly fromFolder?: string;
  readonly limits?: FetchLimits;
  readonly now?: Date;
  readonly logger?: Pick<Logger, 'info' | 'warn'>;
}

// What a log line keeps of an error: enough to act on, never a whole answer.
const MAX_REASON_LENGTH = 300;

const bounded = (text: string) =>
  text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text;

// Where an answer came from, for the log: the address without its query or credentials, or the recorded file.
function placeOf(request: { url: string; file: string }, fromFolder: string | undefined): string {
  if (fromFolder) return path.join(fromFolder, request.file);
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

/** The catalogue's names and aliases, as the stored projects give them, in a fixed order. */
async function projectNamesOf(db: Db): Promise<ProjectNames> {
  const rows = await db
    .select({ name: projects.name, aliases: projects.aliases })
    .from(projects)
    .orderBy(projects.name);
  return new ProjectNames(rows);
}

function readerOf(options: RefreshOptions, onRead: (place: string) => void): AnswerReader {
  const { fromFolder } = options;
  if (fromFolder) {
    return async (request) => {
      onRead(placeOf(request, fromFolder));
      try {
        return await fs.readFile(path.join(fromFolder, request.file), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    };
  }
  return (request) => {
    onRead(placeOf(request, undefined));
    return fetchUpstream(request.url, {
      accept: request.accept,
      limits: options.limits ?? DEFAULT_FETCH_LIMITS,
    });
  };
}

/**
 * Refreshes each source in turn: reads its answer through its adapter, validates every record with the import
 * schema, judges the answer against the source's health spec (source-health.ts), and hands the valid records to
 * the importer, whose upsert by natural key makes a second identical run change nothing; the importer then derives
 * the signals of the projects concerned and recomputes their scores. A record that cannot be read is skipped and
 * listed, never blocking the others; an answer outside its spec (unreachable, HTTP error, time-out, not the expected
 * format, a count far from the last run's, a field missing from most records, too many skipped records) changes
 * nothing for that source, is logged, and the next source still runs. Every run's report is kept.
 */
export async function refreshSources(db: Db, options: RefreshOptions): Promise<SourceRefreshReport[]> {
  const now = options.now ?? new Date();
  const logger = options.logger ?? log;
  const reports: SourceRefreshReport[] = [];
  // A run's report is kept whatever happened; failing to keep it never stops the refresh of the next source.
  const keep = async (report: SourceRefreshReport) => {
    reports.push(report);
    try {
      await recordRefreshRun(db, report, { startedAt: now, finishedAt: options.now ?? new Date() });
    } catch (error) {
      logger.warn(
        { source: report.source, reason: bounded(error instanceof Error ? error.message : String(error)) },
        'the report of a source refresh could not be kept',
      );
    }
  };
  for (const source of options.sources) {
    const adapter = SOURCE_ADAPTERS[source];
    let place = options.fromFolder ?? placeOf({ url: options.urls[source], file: '' }, undefined);
    const empty = { records: 0, added: 0, updated: 0, unchanged: 0, unmatched: 0, scored: 0, skipped: [] };
    try {
      const answer = await adapter.read(
        readerOf(options, (read) => (place = read)),
        {
          url: options.urls[source],
          pages: options.coingeckoPages,
          today: toDay(now),
          projectNames: await projectNamesOf(db),
        },
      );
      if (answer === null) {
        await keep({ source, status: 'skipped', ...empty, reason: 'no recorded answer in the folder' });
        continue;
      }
      const assessment = assessAnswer(source, adapter.kind, answer, await countBaselineFor(db, source));
      if (!assessment.isHealthy) {
        const reason = bounded(assessment.reason);
        await keep({
          source,
          status: 'failed',
          ...empty,
          records: assessment.records,
          skipped: assessment.skipped,
          reason,
        });
        logger.warn(
          { source, from: place, reason, kind: 'UnhealthyAnswer' },
          'source not refreshed: its answer was refused and nothing changed',
        );
        continue;
      }
      const { validated, skipped } = assessment;
      let pending: ValidatedFile = validated;
      let alreadyHeld = 0;
      if (adapter.kind === 'incidents') {
        const kept = await keepChangedIncidents(db, validated as ValidatedFile<'incidents'>);
        pending = kept.file;
        alreadyHeld = kept.unchanged;
      }
      const report = await importData(db, {
        files: [],
        validated: [pending],
        now,
        // What the source says is true as of this reading, not as of the shipped snapshot.
        sourceAsOf: new Map([[refreshSourceByName.get(source)!.dataSourceId, now]]),
        beforeCommit: (tx) => recordSourceRefresh(tx, source, now),
      });
      if (!report.isImported) {
        const [first] = report.invalid;
        throw new UpstreamFormatError(
          `the importer refused ${report.invalid.length} record(s)${first ? `, the first: ${describeInvalid(first)}` : ''}`,
        );
      }
      const counts = report.files[0];
      const done: SourceRefreshReport = {
        source,
        status: skipped.length > 0 ? 'partial' : 'refreshed',
        records: assessment.records,
        added: counts?.added ?? 0,
        updated: counts?.updated ?? 0,
        unchanged: (counts?.unchanged ?? 0) + alreadyHeld,
        unmatched: counts?.unmatched ?? 0,
        scored: report.scored,
        skipped,
        reason: null,
      };
      await keep(done);
      logger.info(
        {
          source,
          added: done.added,
          updated: done.updated,
          unchanged: done.unchanged,
          skipped: skipped.length,
          scored: done.scored,
        },
        'source refreshed',
      );
      if (skipped.length > 0) {
        logger.warn(
          { source, from: place, skipped: skipped.length, first: bounded(describeSkipped(skipped[0]!)) },
          'source refreshed without the records it could not read',
        );
      }
    } catch (error) {
      const reason = bounded(error instanceof Error ? error.message : String(error));
      await keep({ source, status: 'failed', ...empty, reason });
      logger.warn(
        { source, from: place, reason, kind: error instanceof Error ? error.name : typeof error },
        'source not refreshed: its answer was refused and nothing changed',
      );
    }
  }
  return reports;
}
