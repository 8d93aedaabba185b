import 'server-only';
import { and, isNull, min, eq } from 'drizzle-orm';
import type { Env } from '@/config/env';
import { codeMailJobData, runCodeMailJob } from '../auth/send-code-mail';
import { sweepUnverifiedAccounts } from '../auth/sweep-unverified-accounts';
import { configuredEndpoints } from '../chain/endpoints';
import { runChainMonitoring } from '../chain/run-chain-monitoring';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { sweepErrorReports } from '../errors/record-error-report';
import { notifyImportedAlerts } from '../watchlists/notify-imported-alerts';
import { log } from '../log';
import { refreshOptionsOf } from '../refresh/refresh-options';
import { runDailyRefresh } from '../refresh/run-daily-refresh';
import { runScoringJob } from '../scores/run-daily-scoring';
import { deliverDueWebhooks } from '../webhooks/deliver-due-webhooks';
import { queueJob } from './job-queue';
import { runMailJob } from './queue-mail';
import { JOB_QUEUES, type JobQueueName } from './queues';

/** One job as a handler sees it. */
export interface RunnableJob {
  readonly id: string;
  readonly data: unknown;
  /** 0 on the first attempt. */
  readonly retryCount: number;
}

/** How hard the scoring job may press the database: the web process's runner scores in small, spaced batches. */
export interface ScoringPace {
  readonly batchSize: number;
  readonly pauseMs: number;
}

export interface HandlerContext {
  /** A connection of the runner's own, with no query time-out: a full rescore outlasts a request's. */
  readonly withConnection: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  readonly db: Db;
  readonly config: Env;
  readonly scoring: ScoringPace;
}

// Rounds of webhook deliveries one job sends at most before it hands over to a new job: a backlog drains without
// one job holding its runner for ever.
const MAX_WEBHOOK_ROUNDS = 50;

/** When the first pending delivery that is not due yet will be, on an endpoint still active. */
async function nextPendingDelivery(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'pending'), isNull(webhookEndpoints.disabledAt)));
  return row?.next ?? null;
}

async function deliverWebhooks(context: HandlerContext): Promise<object> {
  const options = { allowLoopback: context.config.OUTBOUND_ALLOW_LOOPBACK === 'on' };
  const total = { delivered: 0, retrying: 0, failed: 0 };
  for (let round = 0; round < MAX_WEBHOOK_ROUNDS; round += 1) {
    const done = await deliverDueWebhooks(context.db, options);
    total.delivered += done.delivered;
    total.retrying += done.retrying;
    total.failed += done.failed;
    if (done.delivered + done.retrying + done.failed === 0) break;
  }
  if (total.delivered + total.retrying + total.failed > 0) log.info(total, 'webhook deliveries sent');
  // The next retry is sent at its time, not at the next minute's look; one job per due time and minute.
  const next = await nextPendingDelivery(context.db);
  if (next) {
    const startAfter = next.getTime() > Date.now() ? next : undefined;
    await queueJob(
      JOB_QUEUES.deliverWebhooks,
      {},
      { startAfter, singletonKey: next.toISOString(), singletonSeconds: 60, db: context.db },
    );
  }
  return total;
}

/** One cycle of chain monitoring, then the next one queued at its time; nothing at all without an RPC endpoint. */
async function monitorChains(context: HandlerContext): Promise<object> {
  if (configuredEndpoints(context.config).length === 0) return { read: 0 };
  const result = await runChainMonitoring({ db: context.db, config: context.config });
  if (result && result.contracts > 0) {
    log.info(
      { contracts: result.contracts, read: result.read, alerts: result.alertIds.length },
      'chains read',
    );
  }
  const next = new Date(Date.now() + context.config.CHAIN_MONITOR_SECONDS * 1000);
  await queueJob(
    JOB_QUEUES.monitorChains,
    {},
    { startAfter: next, singletonKey: next.toISOString(), db: context.db },
  );
  return { contracts: result?.contracts ?? 0, read: result?.read ?? 0 };
}

/** What each queue's job does. Every handler may run again for the same job: each one is idempotent. */
export const JOB_HANDLERS: Readonly<
  Record<JobQueueName, (job: RunnableJob, context: HandlerContext) => Promise<object | undefined>>
> = {
  [JOB_QUEUES.updateScores]: (_job, context) =>
    context.withConnection(async (db) => {
      const result = await runScoringJob(db, { asOf: new Date(), ...context.scoring });
      if (result.rescored > 0 || result.isDayRecorded) log.info(result, 'scores updated');
      return result;
    }),
  [JOB_QUEUES.refreshSources]: async (_job, context) => {
    if (context.config.REFRESH_SOURCES.length === 0) return { refreshed: false };
    const reports = await context.withConnection((db) =>
      runDailyRefresh(db, refreshOptionsOf(context.config)),
    );
    if (reports) log.info({ sources: reports.length }, 'public sources refreshed');
    return { refreshed: reports !== null };
  },
  [JOB_QUEUES.deliverWebhooks]: (_job, context) => deliverWebhooks(context),
  [JOB_QUEUES.sendMail]: async (job) => {
    await runMailJob(job);
    return undefined;
  },
  [JOB_QUEUES.sendCodeMail]: async (job, context) => ({
    outcome: await runCodeMailJob(context.db, codeMailJobData.parse(job.data), {
      isFirstAttempt: job.retryCount === 0,
    }),
  }),
  [JOB_QUEUES.sweepAccounts]: async (_job, context) => {
    const deleted = await sweepUnverifiedAccounts(context.db);
    if (deleted > 0) log.info({ deleted }, 'expired unverified accounts deleted');
    return { deleted };
  },
  [JOB_QUEUES.sweepErrorReports]: async (_job, context) => {
    const deleted = await sweepErrorReports(context.db);
    if (deleted > 0) log.info({ deleted }, 'old error reports deleted');
    return { deleted };
  },
  [JOB_QUEUES.monitorChains]: (_job, context) => monitorChains(context),
  [JOB_QUEUES.notifyImportedAlerts]: (_job, context) => notifyImportedAlerts(context.db),
};
