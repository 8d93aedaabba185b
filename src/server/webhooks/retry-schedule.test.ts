import { describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_RETRY_WINDOW_MS } from '@/config/constants';
import { nextAttemptAfterFailure } from './retry-schedule';

const createdAt = new Date('2026-11-20T00:00:00Z');
const at = (ms: number) => new Date(createdAt.getTime() + ms);

describe('nextAttemptAfterFailure', () => {
  it('waits 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h after each failure', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS).toEqual([
      10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000,
    ]);
    let now = createdAt;
    const waits: number[] = [];
    for (let attempts = 1; attempts <= 8; attempts += 1) {
      const next = nextAttemptAfterFailure({ attempts, createdAt, now })!;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits.slice(0, 7)).toEqual([
      10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000,
    ]);
    // The 8th wait is cut to the end of the 24-hour window: one last attempt falls there.
    expect(now.getTime()).toBe(createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS);
  });

  it('gives up on a failure at or after the end of the window', () => {
    expect(nextAttemptAfterFailure({ attempts: 8, createdAt, now: at(WEBHOOK_RETRY_WINDOW_MS) })).toBeNull();
    expect(
      nextAttemptAfterFailure({ attempts: 2, createdAt, now: at(WEBHOOK_RETRY_WINDOW_MS + 1) }),
    ).toBeNull();
  });

  it('never schedules past the window, and repeats the last wait for a long run of failures', () => {
    const late = at(WEBHOOK_RETRY_WINDOW_MS - 5_000);
    expect(nextAttemptAfterFailure({ attempts: 1, createdAt, now: late })).toEqual(
      at(WEBHOOK_RETRY_WINDOW_MS),
    );
    expect(nextAttemptAfterFailure({ attempts: 40, createdAt, now: createdAt })).toEqual(at(43_200_000));
  });
});
