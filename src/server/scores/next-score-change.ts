import 'server-only';
import { DAY_MS } from '@/config/constants';
import { round, type SignalInput } from '@/lib/score/compute-score';
import { signalByKey } from '@/lib/score/methodology';

// A hundred years on: an age-in-days formula that gives the same sub-score then has reached its bound.
const FAR_DAYS = 100 * 365;

/**
 * The earliest time after `asOf` at which the engine may give these signals another result with nothing but
 * time passing, or null when only new signals can change it. Time enters the engine in two ways (see
 * computeScore): a measurement turns stale once it is older than its signal's maxAgeDays, and a signal that is
 * an age in days adds the whole days elapsed since its measurement, until its formula reaches its bound (the
 * published age formulas are clamped linear ramps, so a sub-score that is the same a hundred years on no longer
 * moves). The answer may be early, never late: scoring a project again before anything moved only costs time.
 */
export function nextScoreChangeAt(inputs: readonly SignalInput[], asOf: Date): Date | null {
  const now = asOf.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const input of inputs) {
    const definition = signalByKey.get(input.key);
    if (!definition || input.value === null || !Number.isFinite(input.value) || input.measuredAt === null)
      continue;
    const measured = input.measuredAt.getTime();
    // 'measured' while the age is at most maxAgeDays; 'stale' from the next millisecond on.
    const staleFrom = measured + definition.maxAgeDays * DAY_MS + 1;
    if (now < staleFrom) next = Math.min(next, staleFrom);
    if (definition.isAgeInDays) {
      const elapsed = Math.max(0, Math.floor((now - measured) / DAY_MS));
      const today = round(definition.normalise(input.value + elapsed));
      const far = round(definition.normalise(input.value + elapsed + FAR_DAYS));
      if (today !== far) next = Math.min(next, measured + (elapsed + 1) * DAY_MS);
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
