import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/config/constants';
import { computeScore, type SignalInput } from '@/lib/score/compute-score';
import { SIGNALS } from '@/lib/score/methodology';
import { nextScoreChangeAt } from './next-score-change';

const AS_OF = new Date('2026-11-20T08:00:00Z').getTime();

// Any subset of the methodology's signals, measured up to 4 years before (or a day after) the scoring, with
// values over each formula's whole range.
const signalInputs = fc.uniqueArray(
  fc.record({
    key: fc.constantFrom(...SIGNALS.map((signal) => signal.key)),
    value: fc.oneof(fc.constant(null), fc.double({ min: 0, max: 2_000, noNaN: true })),
    ageMs: fc.integer({ min: -DAY_MS, max: 4 * 365 * DAY_MS }),
  }),
  { selector: (input) => input.key, maxLength: SIGNALS.length },
);

const toInputs = (drawn: readonly { key: string; value: number | null; ageMs: number }[]) =>
  drawn.map((input): SignalInput => ({
    key: input.key as SignalInput['key'],
    value: input.value,
    measuredAt: new Date(AS_OF - input.ageMs),
  }));

describe('nextScoreChangeAt', () => {
  it('is never late: until that time the engine gives the same result as at the scoring', () => {
    fc.assert(
      fc.property(signalInputs, fc.double({ min: 0, max: 1, noNaN: true }), (drawn, share) => {
        const inputs = toInputs(drawn);
        const then = computeScore(inputs, new Date(AS_OF));
        const next = nextScoreChangeAt(inputs, new Date(AS_OF));
        // A time before the next change (or up to ten years on when nothing moves with time).
        const horizon = next ? next.getTime() - 1 - AS_OF : 10 * 365 * DAY_MS;
        const later = new Date(AS_OF + Math.floor(horizon * share));
        expect(computeScore(inputs, later)).toEqual(then);
        expect(computeScore(inputs, new Date(AS_OF + horizon))).toEqual(then);
      }),
      { numRuns: 500 },
    );
  });

  it('names the moment a measurement turns stale, and the next whole day of a growing age', () => {
    const measuredAt = new Date(AS_OF - 10 * DAY_MS - 3_600_000);
    expect(nextScoreChangeAt([{ key: 'audit_count', value: 2, measuredAt }], new Date(AS_OF))).toEqual(
      new Date(measuredAt.getTime() + 365 * DAY_MS + 1),
    );
    // Ten days and an hour old: the eleventh day starts 23 hours later.
    expect(nextScoreChangeAt([{ key: 'project_age_days', value: 100, measuredAt }], new Date(AS_OF))).toEqual(
      new Date(measuredAt.getTime() + 11 * DAY_MS),
    );
    // An age past the end of its ramp (1,095 days) no longer moves the score: only staleness is left.
    expect(
      nextScoreChangeAt([{ key: 'project_age_days', value: 2_000, measuredAt }], new Date(AS_OF)),
    ).toEqual(new Date(measuredAt.getTime() + 365 * DAY_MS + 1));
    expect(nextScoreChangeAt([{ key: 'audit_count', value: null, measuredAt }], new Date(AS_OF))).toBeNull();
  });
});
