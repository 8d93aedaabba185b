import 'server-only';
import type { ImportKind } from '@/contracts/imports';
import type { InvalidRecord } from './validate-import-file';

export interface KindCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** What one file did (or, on a dry run, would do). */
export interface KindReport extends KindCounts {
  readonly kind: ImportKind;
  readonly file: string;
  readonly records: number;
  readonly skipped: readonly InvalidRecord[];
  /** Records newly linked to a project in this run. */
  linked: number;
  /** Records newly put on the review list (ambiguous project). */
  toReview: number;
  /** Incidents newly flagged for an implausible loss. */
  flagged: number;
  /** Market figures of projects that the catalogue does not hold: left out. */
  unmatched: number;
}

export interface ImportReport {
  /** False when invalid records stopped the import: nothing was written. */
  readonly isImported: boolean;
  readonly isDryRun: boolean;
  readonly files: readonly KindReport[];
  readonly invalid: readonly InvalidRecord[];
  /** Projects whose score was recomputed. */
  readonly scored: number;
  readonly ms: number;
}

export const describeInvalid = (record: InvalidRecord) =>
  `${record.file} record ${record.position}${record.key ? ` (${record.key})` : ''}: ${record.reason}`;

/** The summary the command prints: one line per file, then what was skipped or refused. */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  if (!report.isImported) {
    lines.push(
      `Nothing imported: ${report.invalid.length} invalid record(s). Fix them, or pass --skip-invalid.`,
    );
    for (const record of report.invalid) lines.push(`  ${describeInvalid(record)}`);
    return lines.join('\n');
  }
  lines.push(report.isDryRun ? 'Dry run: nothing was written. It would have done:' : 'Imported:');
  for (const file of report.files) {
    lines.push(
      `  ${file.kind} (${file.file}): ${file.records} records, ${file.added} added, ${file.updated} updated, ` +
        `${file.unchanged} unchanged, ${file.skipped.length} skipped, ${file.linked} linked, ` +
        `${file.toReview} to review${file.kind === 'incidents' ? `, ${file.flagged} implausible losses flagged` : ''}` +
        `${file.kind === 'markets' ? `, ${file.unmatched} not in the catalogue` : ''}`,
    );
  }
  const skipped = report.files.flatMap((file) => file.skipped);
  if (skipped.length > 0) {
    lines.push(`Skipped ${skipped.length} invalid record(s):`);
    for (const record of skipped) lines.push(`  ${describeInvalid(record)}`);
  }
  lines.push(`Scores recomputed for ${report.scored} project(s) in ${(report.ms / 1000).toFixed(1)} s.`);
  return lines.join('\n');
}
