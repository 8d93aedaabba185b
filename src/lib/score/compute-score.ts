import {
  CATEGORIES,
  CONFIDENCE_BANDS,
  METHODOLOGY_VERSION,
  MIN_COVERAGE,
  SIGNALS,
  STALE_COVERAGE_FACTOR,
  TIER_BANDS,
  type CategoryKey,
  type Confidence,
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
  readonly value: number | null;
  readonly state: SignalState;
  /** 0–100, rounded to 2 decimals; null when not available. */
  readonly subscore: number | null;
  /** Points this signal adds to its category score (subscore × renormalised weight). */
  readonly contribution: number | null;
  /** Points this signal adds to the total score; null when there is no total. */
  readonly impact: number | null;
}

export interface CategoryResult {
  readonly key: CategoryKey;
  readonly name: string;
  readonly weight: number;
  /** 0–100, rounded to 2 decimals; null when none of its signals is available. */
  readonly score: number | null;
  /** Share (0–1) of the category's signal weight that was measured, stale signals counting half. */
  readonly coverage: number;
  /** The signals that moved the category, largest contribution first. */
  readonly signals: readonly SignalResult[];
}

export interface ScoreResult {
  readonly methodologyVersion: string;
  /** 0–100, rounded to 2 decimals; null below MIN_COVERAGE: "Not enough data", and no rank. */
  readonly score: number | null;
  readonly tier: Tier | null;
  readonly coverage: number;
  readonly confidence: Confidence;
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

/**
 * The Security Score of one project from its signals, as of a given time.
 * Pure and deterministic: the same signals and time always give the same result.
 * Only signals with evidence count: one that is not available leaves the average (each category counts by the
 * weight of its signals that are available) and lowers coverage; it never counts as zero. Below MIN_COVERAGE
 * there is no score ("Not enough data"), only the category scores and coverage.
 */
export function computeScore(inputs: readonly SignalInput[], asOf: Date): ScoreResult {
  const byKey = new Map(inputs.map((input) => [input.key, input]));

  const evaluatedCategories = CATEGORIES.map((category) => {
    const evaluated = SIGNALS.filter((signal) => signal.category === category.key).map((signal) => {
      const input = byKey.get(signal.key);
      const state = input ? signalState(input, signal.maxAgeDays, asOf) : 'not_available';
      const value = input?.value ?? null;
      const elapsedDays =
        signal.isAgeInDays && input?.measuredAt
          ? Math.floor((asOf.getTime() - input.measuredAt.getTime()) / DAY_MS)
          : 0;
      const subscore =
        state === 'not_available' || value === null
          ? null
          : round(signal.normalise(value + Math.max(0, elapsedDays)));
      return { signal, state, value, subscore };
    });
    const available = evaluated.filter((entry) => entry.subscore !== null);
    const availableWeight = available.reduce((sum, entry) => sum + entry.signal.weight, 0);
    const coverage = evaluated.reduce(
      (sum, entry) =>
        entry.state === 'measured'
          ? sum + entry.signal.weight / 100
          : entry.state === 'stale'
            ? sum + (entry.signal.weight / 100) * STALE_COVERAGE_FACTOR
            : sum,
      0,
    );
    const signals = evaluated.map((entry): SignalResult => ({
      key: entry.signal.key,
      category: category.key,
      value: entry.value,
      state: entry.state,
      subscore: entry.subscore,
      contribution:
        entry.subscore === null ? null : round((entry.subscore * entry.signal.weight) / availableWeight),
      impact: null,
    }));
    const score =
      availableWeight === 0
        ? null
        : round(
            available.reduce((sum, entry) => sum + (entry.subscore ?? 0) * entry.signal.weight, 0) /
              availableWeight,
          );
    const result: CategoryResult = {
      key: category.key,
      name: category.name,
      weight: category.weight,
      score,
      coverage: round(coverage, 4),
      signals,
    };
    // The category counts in the total by its weight times the share of its signal weight that has evidence.
    return { result, evidenceWeight: (category.weight * availableWeight) / 100 };
  });

  const coverage = round(
    evaluatedCategories.reduce((sum, { result }) => sum + (result.coverage * result.weight) / 100, 0),
    4,
  );
  const evidenceWeight = evaluatedCategories.reduce((sum, entry) => sum + entry.evidenceWeight, 0);
  const score =
    evidenceWeight === 0 || coverage < MIN_COVERAGE
      ? null
      : round(
          evaluatedCategories.reduce(
            (sum, entry) => sum + (entry.result.score ?? 0) * entry.evidenceWeight,
            0,
          ) / evidenceWeight,
        );

  return {
    methodologyVersion: METHODOLOGY_VERSION,
    score,
    tier: score === null ? null : tierFor(score),
    coverage,
    confidence: confidenceFor(coverage),
    categories: evaluatedCategories.map(({ result: category, evidenceWeight: weight }) => ({
      ...category,
      signals: category.signals
        .map((signal) => ({
          ...signal,
          impact:
            signal.contribution === null || score === null
              ? null
              : round((signal.contribution * weight) / evidenceWeight),
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
    if (old?.value === signal.value && old.state === signal.state) continue;
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
