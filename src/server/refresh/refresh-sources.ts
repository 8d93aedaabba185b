import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { refreshSourceByName, type RefreshSourceName } from '@/config/refresh-sources';
import type { Db } from '../db/client';
import { importData } from '../imports/import-data';
import { describeInvalid } from '../imports/import-report';
import { validateImportRecords, type ValidatedFile } from '../imports/validate-import-file';
import { log } from '../log';
import { toDay } from '../scores/recompute-scores';
import { DEFAULT_FETCH_LIMITS, fetchUpstream, type FetchLimits } from './fetch-upstream';
import { keepChangedIncidents } from './keep-changed-incidents';
import { recordSourceRefresh } from './record-source-refresh';
import type { SourceRefreshReport } from './refresh-report';
import { SOURCE_ADAPTERS, type AnswerReader } from './source-adapters';
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
 * schema, and hands them to the importer, whose upsert by natural key makes a second identical run change nothing;
 * the importer then derives the signals of the projects concerned and recomputes their scores. Each source is all
 * or nothing: a bad answer (unreachable, HTTP error, time-out, not the expected format, a record the schema
 * refuses) changes nothing for that source, is logged, and the next source still runs.
 */
export async function refreshSources(db: Db, options: RefreshOptions): Promise<SourceRefreshReport[]> {
  const now = options.now ?? new Date();
  const logger = options.logger ?? log;
  const reports: SourceRefreshReport[] = [];
  for (const source of options.sources) {
    const adapter = SOURCE_ADAPTERS[source];
    let place = options.fromFolder ?? placeOf({ url: options.urls[source], file: '' }, undefined);
    const empty = { records: 0, added: 0, updated: 0, unchanged: 0, unmatched: 0, scored: 0 };
    try {
      const raw = await adapter.read(
        readerOf(options, (read) => (place = read)),
        { url: options.urls[source], pages: options.coingeckoPages, today: toDay(now) },
      );
      if (raw === null) {
        reports.push({ source, status: 'skipped', ...empty, reason: 'no recorded answer in the folder' });
        continue;
      }
      const validated = validateImportRecords(
        adapter.kind,
        source,
        raw.map((value, index) => ({ position: index + 1, value })),
      );
      const [firstInvalid] = validated.invalid;
      if (firstInvalid) {
        throw new UpstreamFormatError(
          `${validated.invalid.length} record(s) refused, the first: ${describeInvalid(firstInvalid)}`,
        );
      }
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
      const counts = report.files[0];
      const done: SourceRefreshReport = {
        source,
        status: 'refreshed',
        records: validated.total,
        added: counts?.added ?? 0,
        updated: counts?.updated ?? 0,
        unchanged: (counts?.unchanged ?? 0) + alreadyHeld,
        unmatched: counts?.unmatched ?? 0,
        scored: report.scored,
        reason: null,
      };
      reports.push(done);
      logger.info(
        { source, added: done.added, updated: done.updated, unchanged: done.unchanged, scored: done.scored },
        'source refreshed',
      );
    } catch (error) {
      const reason = bounded(error instanceof Error ? error.message : String(error));
      reports.push({ source, status: 'failed', ...empty, reason });
      logger.warn(
        { source, from: place, reason, kind: error instanceof Error ? error.name : typeof error },
        'source not refreshed: its answer was refused and nothing changed',
      );
    }
  }
  return reports;
}
