import { formatNumber, formatUsdCompact } from '../format';
import type { ScoreChange } from './compute-score';
import { signalByKey, type SignalKey } from './methodology';

export const CORRECTION_CLAIM_KINDS = ['incident', 'audit', 'signal', 'fact'] as const;
export type CorrectionClaimKind = (typeof CORRECTION_CLAIM_KINDS)[number];

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
      /** The data sets read, by name. */
      readonly sources: readonly string[];
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
          : `${signalName(change.key)} ${valueOf(change.from)} → ${valueOf(change.to)}`,
      ),
    );
  }
  return lines;
}
