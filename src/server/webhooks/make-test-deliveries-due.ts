import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookDeliveries } from '../db/schema';
import { queueJob } from '../jobs/job-queue';
import { JOB_QUEUES } from '../jobs/queues';

/**
 * Test hooks only: makes every pending delivery due now, as if its retry delay had passed, so that the
 * end-to-end suite sees a retry without waiting out the backoff schedule. A delivery job is queued for now, as
 * the job that was to send the retry waits for its old time.
 */
export async function makeTestDeliveriesDue(db: Db): Promise<{ due: number }> {
  const due = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.status, 'pending'))
    .returning({ id: webhookDeliveries.id });
  if (due.length > 0) await queueJob(JOB_QUEUES.deliverWebhooks, {}, { db });
  return { due: due.length };
}
