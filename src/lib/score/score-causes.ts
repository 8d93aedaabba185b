import { formatNumber, formatUsdCompact } from '../format';
import type { ScoreChange } from './compute-score';
import { signalByKey, type SignalKey } from './methodology';

export const CORRECTION_CLAIM_KINDS = ['incident', 'audit', 'signal', 'fact'] as const;
export type CorrectionClaimKind = (typeof CORRECTION_CLAIM_KINDS)[number];

/** How a record that moved a score changed: new, changed, or linked to another project since. */
export type CauseRecordChange = 'added' | 'updated' | 'moved';

/**
 * One record a data refresh brought or changed, as the cause of a project's new score names it: the incident, the
 * audit or the market figure, with its data set and the link to its primary source.
 */
export type CauseRecord =
  | {
      readonly kind: 'incident';
      readonly change: CauseRecordChange;
      /** The project as the data set names it. */
      readonly name: string;
      /** YYYY-MM-DD. */
      readonly occurredOn: string;
      readonly lossUsd: number | null;
      readonly source: string;
      readonly url: string | null;
    }
  | {
      readonly kind: 'audit';
      readonly change: CauseRecordChange;
      readonly auditor: string;
      readonly title: string | null;
      /** YYYY-MM-DD, or YYYY-MM where the source gives the month only. */
      readonly date: string;
      readonly source: string;
      readonly url: string | null;
    }
  | {
      readonly kind: 'market';
      readonly change: CauseRecordChange;
      readonly rankFrom: number | null;
      readonly rankTo: number | null;
      readonly capUsdFrom: number | null;
      readonly capUsdTo: number | null;
      /** YYYY-MM-DD: the day the source measured it. */
      readonly asOf: string;
      readonly source: string;
    };

/** The records a refresh cause names at most; the rest are counted (`moreRecords`). */
export const CAUSE_RECORD_LIMIT = 20;

/**
 * Why a score was recomputed, kept with the day's history beside the signals that moved. Every field is copied
 * from stored records when the change is recorded (an incident's date, chains, loss and data set; a correction's
 * number and the claim it withdrew), so an explanation never depends on what the records say later.
 */
export type ScoreCause =
  | {
      readonly kind: 'methodology';
      readonly from: string | null;
      readonly to: string;
    }
  | {
      readonly kind: 'correction';
      readonly correctionId: number;
      readonly claim: CorrectionClaimKind;
      /** The claim withdrawn, in the words of the project page when it was accepted. */
      readonly summary: string;
      readonly scoreFrom: number | null;
      readonly scoreTo: number | null;
    }
  | {
      readonly kind: 'data_refresh';
      /** The data sets of the records below, by name (or, where no record of the project changed, those read). */
      readonly sources: readonly string[];
      /** The records of this project that the refresh added or changed (absent in causes kept before they were). */
      readonly records?: readonly CauseRecord[];
      /** Records beyond CAUSE_RECORD_LIMIT, counted only. */
      readonly moreRecords?: number;
      readonly scoreFrom: number | null;
      readonly scoreTo: number | null;
    }
  | {
      readonly kind: 'incident';
      readonly alertId: number;
      /** YYYY-MM-DD. */
      readonly occurredOn: string;
      readonly chains: readonly string[];
      readonly lossUsd: number | null;
      /** The data set's name, or null for an incident reported on Rampart and confirmed by staff. */
      readonly source: string | null;
    };

export interface ExplainedDay {
  readonly score: number | null;
  readonly changes: readonly ScoreChange[];
  readonly causes: readonly ScoreCause[];
}

const signed = (points: number) =>
  `${points > 0 ? '+' : points < 0 ? '−' : '±'}${Math.abs(points).toFixed(2)}`;

const delta = (from: number | null, to: number | null) =>
  from === null || to === null ? null : Math.round((to - from) * 100) / 100;

const withPoints = (points: number | null, text: string) =>
  points === null ? text : `${signed(points)}: ${text}`;

const signalName = (key: ScoreChange['key']) =>
  key === 'methodology' ? 'Methodology version' : (signalByKey.get(key as SignalKey)?.name ?? key);

const valueOf = (value: number | null) => (value === null ? 'not available' : formatNumber(value, 2));

/** "incident of 2026-10-03 on Arbitrum, $1.2M lost (source: DeFiHackLabs)": an incident in words. */
export function describeIncident(incident: {
  occurredOn: string;
  chains: readonly string[];
  lossUsd: number | null;
  source: string | null;
}): string {
  const where = incident.chains.length ? ` on ${incident.chains.join(', ')}` : '';
  const loss = incident.lossUsd === null ? 'loss unknown' : `${formatUsdCompact(incident.lossUsd)} lost`;
  return `incident of ${incident.occurredOn}${where}, ${loss} (source: ${incident.source ?? 'reported on Rampart, confirmed by staff'})`;
}

const CHANGE_WORDS: Record<CauseRecordChange, string> = {
  added: 'added',
  updated: 'changed',
  moved: 'linked to another project',
};

/** "DeFiHackLabs: incident of Euler Finance on 2023-03-13, $197M lost, added": a record that moved a score. */
export function describeCauseRecord(record: CauseRecord): string {
  switch (record.kind) {
    case 'incident':
      return (
        `${record.source}: incident of ${record.name} on ${record.occurredOn}, ` +
        `${record.lossUsd === null ? 'loss unknown' : `${formatUsdCompact(record.lossUsd)} lost`}, ${CHANGE_WORDS[record.change]}`
      );
    case 'audit':
      return `${record.source}: audit by ${record.auditor}${record.title ? ` (${record.title})` : ''} of ${record.date}, ${CHANGE_WORDS[record.change]}`;
    case 'market': {
      const rank = (value: number | null) => (value === null ? 'unranked' : `#${value}`);
      const cap = (value: number | null) => (value === null ? 'unknown' : formatUsdCompact(value));
      const moved = [
        record.rankFrom !== record.rankTo
          ? `market-cap rank ${rank(record.rankFrom)} → ${rank(record.rankTo)}`
          : null,
        record.capUsdFrom !== record.capUsdTo
          ? `market capitalisation ${cap(record.capUsdFrom)} → ${cap(record.capUsdTo)}`
          : null,
      ].filter(Boolean);
      return `${record.source}: ${moved.length ? moved.join(', ') : 'market figures measured again'} as of ${record.asOf}`;
    }
  }
}

/** One sentence for each cause of a day's change, then one for each signal that moved. */
export function explainScoreDay(day: ExplainedDay): string[] {
  const lines: string[] = [];
  for (const cause of day.causes) {
    switch (cause.kind) {
      case 'methodology':
        lines.push(`methodology version ${cause.from ?? 'none'} → ${cause.to}`);
        break;
      case 'correction':
        lines.push(
          withPoints(
            delta(cause.scoreFrom, cause.scoreTo),
            `correction #${cause.correctionId} accepted: ${cause.summary} withdrawn`,
          ),
        );
        break;
      case 'data_refresh':
        lines.push(
          withPoints(
            delta(cause.scoreFrom, cause.scoreTo),
            `data refreshed from ${cause.sources.length ? cause.sources.join(', ') : 'the shipped data sets'}`,
          ),
        );
        for (const record of cause.records ?? []) lines.push(describeCauseRecord(record));
        if (cause.moreRecords) lines.push(`and ${cause.moreRecords} more records of the same refresh`);
        break;
      case 'incident':
        lines.push(describeIncident(cause));
        break;
    }
  }
  for (const change of day.changes) {
    if (change.key === 'methodology' && day.causes.some((cause) => cause.kind === 'methodology')) continue;
    lines.push(
      withPoints(
        change.impactDelta,
        change.key === 'methodology'
          ? 'methodology version changed'
          : change.from === change.to
            ? `${signalName(change.key)} ${valueOf(change.to)} as measured, counted older with the days since`
            : `${signalName(change.key)} ${valueOf(change.from)} → ${valueOf(change.to)}`,
      ),
    );
  }
  return lines;
}
