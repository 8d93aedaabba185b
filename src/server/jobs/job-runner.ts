import 'server-only';
import type PgBoss from 'pg-boss';
import type { Env } from '@/config/env';
import type { DbHandle } from '../db/client';
import { configuredEndpoints } from '../chain/endpoints';
import { log } from '../log';
import { JOB_HANDLERS, type HandlerContext, type RunnableJob, type ScoringPace } from './job-handlers';
import { plainQueueOf, runnerQueueOf, stopJobQueue } from './job-queue';
import { JOB_QUEUES, JOB_SCHEDULES, type JobQueueName } from './queues';

/**
 * Where jobs run: `worker` in a process of their own (`npm run worker`, PostgreSQL), `web` inside the web process
 * (always on the embedded database, which one process owns), where they must leave the requests room.
 */
export type RunnerMode = 'worker' | 'web';

interface QueuePlan {
  /** Jobs of the queue this runner works on at once. */
  readonly concurrency: number;
  readonly pollingSeconds: number;
}

// pg-boss looks for new jobs no more often than every half second.
const MIN_POLLING_SECONDS = 0.5;

function plansFor(mode: RunnerMode, config: Env): Record<JobQueueName, QueuePlan> {
  const webhookPolling = Math.max(MIN_POLLING_SECONDS, config.WEBHOOK_POLL_MS / 1000);
  const isWorker = mode === 'worker';
  return {
    [JOB_QUEUES.updateScores]: { concurrency: 1, pollingSeconds: 10 },
    [JOB_QUEUES.refreshSources]: { concurrency: 1, pollingSeconds: 10 },
    [JOB_QUEUES.deliverWebhooks]: { concurrency: 1, pollingSeconds: webhookPolling },
    // A mail waits on a distant server: a worker sends a few side by side.
    [JOB_QUEUES.sendMail]: { concurrency: isWorker ? 4 : 2, pollingSeconds: 1 },
    [JOB_QUEUES.sendCodeMail]: { concurrency: isWorker ? 4 : 2, pollingSeconds: 1 },
    [JOB_QUEUES.sweepAccounts]: { concurrency: 1, pollingSeconds: 10 },
    [JOB_QUEUES.sweepErrorReports]: { concurrency: 1, pollingSeconds: 10 },
    [JOB_QUEUES.notifyImportedAlerts]: { concurrency: 1, pollingSeconds: 5 },
    // A short monitoring interval (a test's few seconds) is looked for as often.
    [JOB_QUEUES.monitorChains]: {
      concurrency: 1,
      pollingSeconds: Math.max(MIN_POLLING_SECONDS, Math.min(10, config.CHAIN_MONITOR_SECONDS / 5)),
    },
  };
}

/**
 * The web process shares its one embedded connection with every request: it scores 250 projects at a time and
 * waits 50 ms after each batch, so requests are served between them. A worker has its own connections and
 * scores 2,000 at a time.
 */
const SCORING_PACE: Record<RunnerMode, ScoringPace> = {
  web: { batchSize: 250, pauseMs: 50 },
  worker: { batchSize: 2_000, pauseMs: 0 },
};

export interface JobRunner {
  /** Stops taking jobs; the running ones get `timeoutMs` to finish, then are handed back to be run again. */
  stop(timeoutMs?: number): Promise<void>;
}

async function runOne(
  queue: JobQueueName,
  job: PgBoss.JobWithMetadata<unknown>,
  context: HandlerContext,
): Promise<object | undefined> {
  const runnable: RunnableJob = { id: job.id, data: job.data, retryCount: job.retryCount };
  try {
    return await JOB_HANDLERS[queue](runnable, context);
  } catch (error) {
    // The queue keeps the error with the job and tries again after its delay.
    log.warn({ err: error, queue, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
    throw error;
  }
}

/**
 * Starts a job runner on a database handle: its workers take the queues' jobs, and it keeps the queue (expires
 * the jobs of runners that died, so that they run again) and queues the recurring jobs of JOB_SCHEDULES. Any number
 * of runners may share one database; each job runs on one of them at a time.
 */
export async function startJobRunner(
  handle: DbHandle,
  { mode, config }: { mode: RunnerMode; config: Env },
): Promise<JobRunner> {
  const state = runnerQueueOf(handle);
  const boss = await state.boss;
  const context: HandlerContext = {
    withConnection: (fn) => handle.withConnection(fn),
    db: handle.db,
    config,
    scoring: SCORING_PACE[mode],
  };
  const plans = plansFor(mode, config);
  for (const [queue, plan] of Object.entries(plans) as [JobQueueName, QueuePlan][]) {
    const ids: string[] = [];
    for (let index = 0; index < plan.concurrency; index += 1) {
      ids.push(
        await boss.work(
          queue,
          { pollingIntervalSeconds: plan.pollingSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => (job ? runOne(queue, job, context) : undefined),
        ),
      );
    }
    state.workers.set(queue, ids);
  }
  const hasRefresh = config.REFRESH_SOURCES.length > 0;
  const hasChains = configuredEndpoints(config).length > 0;
  const isOff = (queue: JobQueueName) =>
    (queue === JOB_QUEUES.refreshSources && !hasRefresh) ||
    (queue === JOB_QUEUES.monitorChains && !hasChains);
  for (const { queue, cron } of JOB_SCHEDULES) {
    if (isOff(queue)) await boss.unschedule(queue);
    else await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }
  // The day's refresh of the public sources is due after a start too, as a job: start-up never waits for a source,
  // and a source that cannot be reached leaves a failed run with its reason. runDailyRefresh reads them once a day
  // whatever the number of starts.
  if (hasRefresh) await boss.send(JOB_QUEUES.refreshSources, {});
  // What the hourly ticks do is due at once after a start too: the queues' policies fold these into the jobs of
  // other runners that started at the same time.
  for (const queue of [
    JOB_QUEUES.updateScores,
    JOB_QUEUES.sweepAccounts,
    JOB_QUEUES.sweepErrorReports,
    JOB_QUEUES.deliverWebhooks,
    JOB_QUEUES.notifyImportedAlerts,
  ]) {
    await boss.send(queue, {});
  }
  if (hasRefresh) await boss.send(JOB_QUEUES.refreshSources, {});
  if (hasChains) await boss.send(JOB_QUEUES.monitorChains, {});
  log.info({ mode }, 'job runner started');
  return { stop: (timeoutMs) => stopJobQueue(handle, timeoutMs) };
}

/**
 * Runs every job that is due now on this database, one after another in this process, until none is left: for
 * tests and scripts that must see a queued job's effect without a runner. Returns how many ran.
 */
export async function runDueJobs(handle: DbHandle, config: Env): Promise<number> {
  const boss = await plainQueueOf(handle);
  const context: HandlerContext = {
    withConnection: (fn) => handle.withConnection(fn),
    db: handle.db,
    config,
    scoring: SCORING_PACE.worker,
  };
  let ran = 0;
  for (let isIdle = false; !isIdle;) {
    isIdle = true;
    for (const queue of Object.values(JOB_QUEUES)) {
      const [job] = await boss.fetch(queue, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      isIdle = false;
      ran += 1;
      try {
        const output = await runOne(queue, job, context);
        await boss.complete(queue, job.id, output ?? {});
      } catch (error) {
        await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return ran;
}
