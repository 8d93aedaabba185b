import 'server-only';
import type { RefreshSourceName } from '@/config/refresh-sources';

/** What the refresh of one source did. */
export interface SourceRefreshReport {
  readonly source: RefreshSourceName;
  /** `skipped`: the folder of recorded answers holds none of this source. */
  readonly status: 'refreshed' | 'failed' | 'skipped';
  readonly records: number;
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Market figures of coins that the catalogue does not hold. */
  readonly unmatched: number;
  /** Projects whose score was recomputed. */
  readonly scored: number;
  /** Why it failed or was skipped. */
  readonly reason: string | null;
}

/** The summary `npm run refresh` prints: one line per source. */
export function formatRefreshReports(reports: readonly SourceRefreshReport[]): string {
  return reports
    .map((report) => {
      if (report.status === 'failed') return `${report.source}: failed, nothing changed (${report.reason})`;
      if (report.status === 'skipped') return `${report.source}: skipped (${report.reason})`;
      return (
        `${report.source}: ${report.records} records, ${report.added} added, ${report.updated} updated, ` +
        `${report.unchanged} unchanged` +
        (report.source === 'coingecko' ? `, ${report.unmatched} not in the catalogue` : '') +
        `; scores recomputed for ${report.scored} project(s)`
      );
    })
    .join('\n');
}
