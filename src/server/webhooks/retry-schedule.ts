import 'server-only';
import { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_RETRY_WINDOW_MS } from '@/config/constants';

/**
 * When to try a delivery again after its `attempts`-th attempt failed at `now`, or null to give up: the waits of
 * WEBHOOK_RETRY_DELAYS_MS, never past the end of the 24-hour window that starts when the delivery was queued,
 * where one last attempt is made.
 */
export function nextAttemptAfterFailure(options: {
  readonly attempts: number;
  readonly createdAt: Date;
  readonly now: Date;
}): Date | null {
  const deadline = options.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (options.now.getTime() >= deadline) return null;
  const index = Math.min(Math.max(options.attempts, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1;
  const wait = WEBHOOK_RETRY_DELAYS_MS[index] ?? WEBHOOK_RETRY_WINDOW_MS;
  return new Date(Math.min(options.now.getTime() + wait, deadline));
}
