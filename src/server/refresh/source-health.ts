import 'server-only';
import type { RefreshSourceName } from '@/config/refresh-sources';
import type { ImportKind } from '@/contracts/imports';
import type { SkippedSourceRecord } from '../db/schema';
import { validateImportRecords, type ValidatedFile } from '../imports/validate-import-file';

/**
 * What an adapter read of one answer: the records it could read (raw, for the import schema), each at its
 * position in the answer, and those it could not, with the reason.
 */
export interface ParsedAnswer {
  readonly records: readonly { readonly position: number; readonly value: Record<string, unknown> }[];
  readonly skipped: readonly SkippedSourceRecord[];
}

/**
 * What a healthy answer of a source looks like. A source drifts a little at a time in real life (a renamed line,
 * a new way of writing a number, a list cut short or repeated), so an answer outside this is refused whole with
 * the reason, rather than imported in part as if it were news.
 */
export interface SourceHealthSpec {
  /** Fields that nearly every record gives, each with the least share of the readable records that must give it. */
  readonly required: Readonly<Record<string, number>>;
  /**
   * The most records that may be skipped (unreadable, or refused by the import schema), as a share of the answer.
   * One is always tolerated: a single bad record never blocks the others.
   */
  readonly maxSkippedShare: number;
  /**
   * The answer's record count against the last successful run's: between `previous × min − slack` and
   * `previous × max + slack`. The slack keeps a short list from failing on a few records more or less.
   */
  readonly countBand: { readonly min: number; readonly max: number; readonly slack: number };
}

export const SOURCE_HEALTH: Readonly<Record<RefreshSourceName, SourceHealthSpec>> = {
  defihacklabs: {
    // Every incident of the README's current list has its title and a "Lost" line (113 of 113 in the 2026
    // snapshot; 829 of 857 with the older archives): a list without them is another format.
    required: { date: 0.95, project: 0.95, type: 0.9, lossText: 0.9 },
    maxSkippedShare: 0.1,
    // The list grows by a few incidents a week; it is moved to an archive at a year's start, which this refuses
    // once, for staff to see (the next run compares with that one's count only after a successful run).
    countBand: { min: 0.5, max: 2, slack: 10 },
  },
  trailofbits: {
    // 298 of the 459 shipped reviews link a report: far fewer means the Report column moved or was renamed.
    required: { project: 0.95, date: 0.95, reportUrl: 0.4 },
    maxSkippedShare: 0.1,
    // A few reviews are published a month.
    countBand: { min: 0.8, max: 1.5, slack: 10 },
  },
  coingecko: {
    // Every coin of the first pages of /coins/markets (ordered by capitalisation) has a rank and a capitalisation.
    required: { geckoId: 1, marketCapRank: 0.9, marketCapUsd: 0.9 },
    maxSkippedShare: 0.05,
    // Full pages of 250 coins: the count moves only when COINGECKO_PAGES does, or when the list is cut short.
    countBand: { min: 0.8, max: 1.25, slack: 10 },
  },
};

/** The verdict on one answer: healthy with the valid records to import, or refused with the reason. */
export type AnswerAssessment =
  | {
      readonly isHealthy: true;
      /** Records the answer held, the skipped ones included. */
      readonly records: number;
      readonly validated: ValidatedFile;
      readonly skipped: readonly SkippedSourceRecord[];
    }
  | {
      readonly isHealthy: false;
      readonly records: number;
      readonly reason: string;
      readonly skipped: readonly SkippedSourceRecord[];
    };

const isPresent = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const describeSkipped = (record: SkippedSourceRecord) =>
  `record ${record.position}${record.key ? ` (${record.key})` : ''}: ${record.reason}`;

// Runs refused for the same new count before it is taken as the source's new size: two days of the daily refresh.
const COUNT_CONFIRMING_RUNS = 2;

/** The record counts an answer may hold after a run that read `previous`. */
export function countBandOf(spec: SourceHealthSpec, previous: number): { low: number; high: number } {
  return {
    low: Math.max(1, Math.floor(previous * spec.countBand.min) - spec.countBand.slack),
    high: Math.ceil(previous * spec.countBand.max) + spec.countBand.slack,
  };
}

/** Whether a failed run was refused for its record count (the reason unhealthyReason gives). */
export const isCountFailure = (reason: string | null) =>
  reason !== null && /^\d+ records where the last successful run read \d+ /.test(reason);

/**
 * The count an answer of a source is judged against: the last successful run's, unless the source's list has
 * changed size for good (DeFiHackLabs moves its list to a yearly archive at a year's start, a change of
 * COINGECKO_PAGES reads more pages): when the last runs were all refused for their count alone and read about
 * the same count as each other, that count is the new normal, after staff have seen those runs fail.
 */
export function countBaselineOf(
  source: RefreshSourceName,
  lastSuccessful: number | null,
  latestRuns: readonly {
    readonly status: string;
    readonly records: number;
    readonly reason: string | null;
  }[],
): number | null {
  const spec = SOURCE_HEALTH[source];
  const recent = latestRuns.slice(0, COUNT_CONFIRMING_RUNS);
  if (
    recent.length === COUNT_CONFIRMING_RUNS &&
    recent.every((run) => run.status === 'failed' && isCountFailure(run.reason)) &&
    recent.every((run) => {
      const { low, high } = countBandOf(spec, recent[0]!.records);
      return run.records >= low && run.records <= high;
    })
  ) {
    return recent[0]!.records;
  }
  return lastSuccessful;
}

/** Why an answer is outside its source's spec, or null when it is within it. */
function unhealthyReason(
  spec: SourceHealthSpec,
  answer: ParsedAnswer,
  skipped: readonly SkippedSourceRecord[],
  validRecords: number,
  previousRecords: number | null,
): string | null {
  const total = answer.records.length + answer.skipped.length;
  if (total === 0) return 'the answer holds no record';
  if (previousRecords !== null) {
    const { low, high } = countBandOf(spec, previousRecords);
    if (total < low || total > high) {
      return `${total} records where the last successful run read ${previousRecords} (expected ${low} to ${high})`;
    }
  }
  const readable = answer.records.length;
  if (readable > 0) {
    for (const [field, minShare] of Object.entries(spec.required)) {
      const present = answer.records.filter(({ value }) => isPresent(value[field])).length;
      if (present / readable < minShare) {
        return `only ${present} of ${readable} records give ${field} (at least ${percent(minShare)} expected)`;
      }
    }
  }
  const tolerated = Math.max(1, Math.floor(total * spec.maxSkippedShare));
  if (skipped.length > tolerated || validRecords === 0) {
    const [first] = skipped;
    return (
      `${skipped.length} of ${total} records could not be read (at most ${tolerated} tolerated)` +
      (first ? `, the first: ${describeSkipped(first)}` : '')
    );
  }
  return null;
}

/**
 * Judges one answer of a source: validates every readable record with the import schema (a refused record is
 * skipped, with the schema's reason) and checks the answer against the source's spec. A healthy answer's valid
 * records are imported and its skipped ones listed; an unhealthy one is refused whole.
 */
export function assessAnswer(
  source: RefreshSourceName,
  kind: ImportKind,
  answer: ParsedAnswer,
  previousRecords: number | null,
): AnswerAssessment {
  const validated = validateImportRecords(kind, source, answer.records);
  const skipped = [
    ...answer.skipped,
    ...validated.invalid.map(({ position, key, reason }) => ({ position, key, reason })),
  ].sort((a, b) => a.position - b.position);
  const records = answer.records.length + answer.skipped.length;
  const reason = unhealthyReason(
    SOURCE_HEALTH[source],
    answer,
    skipped,
    validated.records.length,
    previousRecords,
  );
  if (reason !== null) return { isHealthy: false, records, reason, skipped };
  // The refused records are listed as skipped; the importer gets the valid ones alone (it imports nothing of a
  // file that still lists invalid records).
  return { isHealthy: true, records, validated: { ...validated, total: records, invalid: [] }, skipped };
}
