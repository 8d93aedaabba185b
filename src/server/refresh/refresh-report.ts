import 'server-only';
import type { RefreshSourceName } from '@/config/refresh-sources';
import type { SkippedSourceRecord } from '../db/schema';
import { describeSkipped } from './source-health';

/** What the refresh of one source did (kept in source_refresh_runs, shown to staff). */
export interface SourceRefreshReport {
  readonly source: RefreshSourceName;
  /**
   * `refreshed`: every record of the answer was read; `partial`: refreshed, but for the skipped records; `failed`:
   * unreachable, or an answer outside its source's health spec, nothing changed; `skipped`: the folder of
   * recorded answers holds none of this source.
   */
  readonly status: 'refreshed' | 'partial' | 'failed' | 'skipped';
  /** Records the answer held, the skipped ones included. */
  readonly records: number;
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Market figures of coins that the catalogue does not hold. */
  readonly unmatched: number;
  /** Projects whose score was recomputed. */
  readonly scored: number;
  /** Records that could not be read or that the import schema refused, each with its reason. */
  readonly skipped: readonly SkippedSourceRecord[];
  /** Why it failed or was skipped. */
  readonly reason: string | null;
}

/** The summary `npm run refresh` prints: one line per source, then its skipped records. */
export function formatRefreshReports(reports: readonly SourceRefreshReport[]): string {
  return reports
    .flatMap((report) => {
      if (report.status === 'failed') return [`${report.source}: failed, nothing changed (${report.reason})`];
      if (report.status === 'skipped') return [`${report.source}: skipped (${report.reason})`];
      return [
        `${report.source}: ${report.records} records, ${report.added} added, ${report.updated} updated, ` +
          `${report.unchanged} unchanged` +
          (report.skipped.length > 0 ? `, ${report.skipped.length} skipped` : '') +
          (report.source === 'coingecko' ? `, ${report.unmatched} not in the catalogue` : '') +
          `; scores recomputed for ${report.scored} project(s)`,
        ...report.skipped.map((record) => `  skipped ${describeSkipped(record)}`),
      ];
    })
    .join('\n');
}
