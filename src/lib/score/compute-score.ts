import {
  CATEGORIES,
  CONFIDENCE_BANDS,
  METHODOLOGY_VERSION,
  MIN_COVERAGE,
  NEUTRAL_SUBSCORE,
  SECURITY_EVIDENCE,
  SIGNALS,
  STALE_COVERAGE_FACTOR,
  TIER_BANDS,
  type CategoryKey,
  type Confidence,
  type NotRatedReason,
  type SignalKey,
  type Tier,
} from './methodology';
import { DAY_MS } from '@/config/constants';

export type SignalState = 'measured' | 'not_available' | 'stale';

export interface SignalInput {
  readonly key: SignalKey;
  /** Raw value in the signal's unit; null when the signal could not be measured. */
  readonly value: number | null;
  readonly measuredAt: Date | null;
}

export interface SignalResult {
  readonly key: SignalKey;
  readonly category: CategoryKey;
  /** The value as measured (an age in days is scored with the days since added). */
  readonly value: number | null;
  readonly state: SignalState;
  /** 0–100, rounded to 2 decimals; null when not available (it then counts as the neutral 50). */
  readonly subscore: number | null;
  /** Points this signal adds to its category score (subscore × weight); null when not available. */
  readonly contribution: number | null;
  /**
   * Points this signal moves the total away from the neutral 50 ((subscore − 50) × its weight × its category's
   * weight); null when there is no total or the signal is not available.
   */
  readonly impact: number | null;
}

export interface CategoryResult {
  readonly key: CategoryKey;
  readonly name: string;
  readonly weight: number;
  /**
   * 0–100, rounded to 2 decimals: its signals' sub-scores by weight, an unknown one counting as the neutral 50;
   * null (unknown) when none of its weighted signals is available. An unknown category counts as 50 in the total.
   */
  readonly score: number | null;
  /** Share (0–1) of the category's signal weight that was measured, stale signals counting half. */
  readonly coverage: number;
  /** The signals that moved the category, largest contribution first. */
  readonly signals: readonly SignalResult[];
}

export interface ScoreResult {
  readonly methodologyVersion: string;
  /** 0–100, rounded to 2 decimals; null when the project is not rated, and then no tier and no rank. */
  readonly score: number | null;
  readonly tier: Tier | null;
  /** Share (0–1) of the total weight that rests on known signals, stale ones counting half. */
  readonly coverage: number;
  readonly confidence: Confidence;
  /** Why there is no score: no security evidence at all, or too little of the whole known. Null when rated. */
  readonly notRatedReason: NotRatedReason | null;
  readonly categories: readonly CategoryResult[];
}

/**
 * Rounds half up on the decimal digits as printed (4.015 → 4.02), not on the binary approximation: the scaled
 * value is cut to 15 significant digits first, which removes the floating-point noise below them.
 */
export const round = (value: number, decimals = 2): number => {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
};

export function tierFor(score: number): Tier {
  return (TIER_BANDS.find((band) => score >= band.min) ?? TIER_BANDS[TIER_BANDS.length - 1]!).tier;
}

export function confidenceFor(coverage: number): Confidence {
  return (CONFIDENCE_BANDS.find((band) => coverage >= band.min) ?? CONFIDENCE_BANDS[2]!).confidence;
}

/** The state of one measurement at a given time. */
export function signalState(
  input: Pick<SignalInput, 'value' | 'measuredAt'>,
  maxAgeDays: number,
  asOf: Date,
): SignalState {
  if (input.value === null || !Number.isFinite(input.value) || input.measuredAt === null)
    return 'not_available';
  return asOf.getTime() - input.measuredAt.getTime() > maxAgeDays * DAY_MS ? 'stale' : 'measured';
}

/** Whether a project's signals hold security evidence about it: see SECURITY_EVIDENCE. */
export function hasSecurityEvidence(
  signals: readonly { readonly key: SignalKey; readonly value: number | null; readonly state: SignalState }[],
): boolean {
  return SECURITY_EVIDENCE.some(({ key, minValue }) =>
    signals.some(
      (signal) =>
        signal.key === key &&
        signal.state !== 'not_available' &&
        signal.value !== null &&
        signal.value >= minValue,
    ),
  );
}

/** Why a project with this coverage and these signals is not rated, or null when it is. */
export function notRatedReasonFor(
  coverage: number,
  signals: Parameters<typeof hasSecurityEvidence>[0],
): NotRatedReason | null {
  if (!hasSecurityEvidence(signals)) return 'no_security_record';
  return coverage < MIN_COVERAGE ? 'coverage_below_floor' : null;
}

/**
 * The Security Score of one project from its signals, as of a given time.
 * Pure and deterministic: the same signals and time always give the same result.
 * Every signal has its place in its category by a fixed weight; one that is not available counts as the neutral
 * 50 and lowers coverage, and nothing is renormalised: what is unknown never turns into a confident number.
 * Evidence for a project lifts its signals above 50 and evidence against pushes them below, so an audit, a fix
 * review or a bounty never lowers a score and an incident or a loss never raises one. A project is rated only
 * with security evidence (SECURITY_EVIDENCE) and coverage of at least MIN_COVERAGE.
 */
export function computeScore(inputs: readonly SignalInput[], asOf: Date): ScoreResult {
  const byKey = new Map(inputs.map((input) => [input.key, input]));

  const evaluatedCategories = CATEGORIES.map((category) => {
    const evaluated = SIGNALS.filter((signal) => signal.category === category.key).map((signal) => {
      const input = byKey.get(signal.key);
      const state = input ? signalState(input, signal.maxAgeDays, asOf) : 'not_available';
      const elapsedDays =
        signal.isAgeInDays && input?.measuredAt
          ? Math.max(0, Math.floor((asOf.getTime() - input.measuredAt.getTime()) / DAY_MS))
          : 0;
      const value = input?.value ?? null;
      const subscore =
        state === 'not_available' || value === null ? null : round(signal.normalise(value + elapsedDays));
      return { signal, state, value, subscore };
    });
    const known = evaluated.filter((entry) => entry.subscore !== null && entry.signal.weight > 0);
    const coverage = evaluated.reduce(
      (sum, entry) =>
        entry.state === 'measured'
          ? sum + entry.signal.weight / 100
          : entry.state === 'stale'
            ? sum + (entry.signal.weight / 100) * STALE_COVERAGE_FACTOR
            : sum,
      0,
    );
    const score =
      known.length === 0
        ? null
        : round(
            evaluated.reduce(
              (sum, entry) => sum + ((entry.subscore ?? NEUTRAL_SUBSCORE) * entry.signal.weight) / 100,
              0,
            ),
          );
    return { category, evaluated, score, coverage: round(coverage, 4) };
  });

  const coverage = round(
    evaluatedCategories.reduce((sum, entry) => sum + (entry.coverage * entry.category.weight) / 100, 0),
    4,
  );
  const allSignals = evaluatedCategories.flatMap((entry) => entry.evaluated);
  const notRatedReason = notRatedReasonFor(
    coverage,
    allSignals.map((entry) => ({ key: entry.signal.key, value: entry.value, state: entry.state })),
  );
  const score =
    notRatedReason !== null
      ? null
      : round(
          evaluatedCategories.reduce(
            (sum, entry) => sum + ((entry.score ?? NEUTRAL_SUBSCORE) * entry.category.weight) / 100,
            0,
          ),
        );

  return {
    methodologyVersion: METHODOLOGY_VERSION,
    score,
    tier: score === null ? null : tierFor(score),
    coverage,
    confidence: confidenceFor(coverage),
    notRatedReason,
    categories: evaluatedCategories.map((entry) => ({
      key: entry.category.key,
      name: entry.category.name,
      weight: entry.category.weight,
      score: entry.score,
      coverage: entry.coverage,
      signals: entry.evaluated
        .map(({ signal, state, value, subscore }): SignalResult => ({
          key: signal.key,
          category: entry.category.key,
          value,
          state,
          subscore,
          contribution: subscore === null ? null : round((subscore * signal.weight) / 100),
          impact:
            subscore === null || score === null
              ? null
              : round(((subscore - NEUTRAL_SUBSCORE) * signal.weight * entry.category.weight) / 10_000),
        }))
        .sort((a, b) => (b.contribution ?? -1) - (a.contribution ?? -1) || a.key.localeCompare(b.key)),
    })),
  };
}

export interface ScoreChange {
  readonly key: SignalKey | 'methodology';
  readonly from: number | null;
  readonly to: number | null;
  /** How many points of the total this signal adds now minus what it added before. */
  readonly impactDelta: number | null;
}

/** What changed between two results, signal by signal: the "why" kept with each day of history. */
export function diffScores(previous: ScoreResult | null, next: ScoreResult): ScoreChange[] {
  const changes: ScoreChange[] = [];
  if (previous && previous.methodologyVersion !== next.methodologyVersion) {
    changes.push({ key: 'methodology', from: null, to: null, impactDelta: null });
  }
  const before = new Map(previous?.categories.flatMap((category) => category.signals).map((s) => [s.key, s]));
  for (const signal of next.categories.flatMap((category) => category.signals)) {
    const old = before.get(signal.key);
    if (old?.value === signal.value && old.state === signal.state && old.subscore === signal.subscore)
      continue;
    if (!old && signal.value === null) continue;
    changes.push({
      key: signal.key,
      from: old?.value ?? null,
      to: signal.value,
      impactDelta:
        signal.impact === null && (old?.impact ?? null) === null
          ? null
          : round((signal.impact ?? 0) - (old?.impact ?? 0)),
    });
  }
  return changes;
}
