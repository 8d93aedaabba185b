import { env } from '@/config/env';
import type { DbHandle } from '@/server/db/client';
import { getDbHandle } from '@/server/db/db';
import { runDueJobs } from '@/server/jobs/job-runner';

/**
 * Runs the jobs due on a test database (the app's, by default) in this process, as a runner would after the
 * request that queued them answered: mails reach the outbox, webhooks their receivers.
 */
export async function runQueuedJobs(handle?: DbHandle): Promise<number> {
  return runDueJobs(handle ?? (await getDbHandle()), env());
}
