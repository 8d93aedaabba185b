import 'server-only';
import type PgBoss from 'pg-boss';

// The work that is not a request, as queues of the job runner (decision 0019). Each queue says how its jobs
// are kept unique, retried and timed out; the handlers live in job-handlers.ts.

export const JOB_QUEUES = {
  /** Rescores what changed since it was last scored, and once a day writes every project's history row. */
  updateScores: 'scores.update',
  /** Reads the public sources of REFRESH_SOURCES once a day. */
  refreshSources: 'sources.refresh',
  /** Sends the webhook deliveries that are due (their own table keeps each one's attempts and schedule). */
  deliverWebhooks: 'webhooks.deliver',
  /** Sends one mail, rendered when it was queued. */
  sendMail: 'mail.send',
  /** Issues a verification or password-reset code and mails it: the request that asked only queues it. */
  sendCodeMail: 'mail.code',
  /** Deletes the accounts never verified in time. */
  sweepAccounts: 'accounts.sweep',
  /** Deletes the error reports not seen for ERROR_REPORT_KEEP_DAYS. */
  sweepErrorReports: 'errors.sweep',
  /** Reads the tracked contracts of every project again, on the chains that have an RPC endpoint. */
  monitorChains: 'chains.monitor',
  /** Warns the watchers of the incidents an import or a refresh brought to their projects. */
  notifyImportedAlerts: 'alerts.notify',
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

// A mail server that is down is tried again after about 15 s, 30 s, 1 min, ... (pg-boss doubles the delay and
// adds up to as much again at random), ten times: about 4 to 8 hours in all.
const MAIL_RETRIES: PgBoss.RetryOptions = { retryLimit: 10, retryDelay: 15, retryBackoff: true };
/** How long one attempt at a mail may take (SMTP_SEND_DEADLINE_MS and a margin) before another worker may try. */
const MAIL_EXPIRE_SECONDS = 60;

/** The queues, each created once per database (creating one again changes nothing). */
export const QUEUE_OPTIONS: Readonly<Record<JobQueueName, Omit<PgBoss.Queue, 'name'>>> = {
  // One waiting and one running at most: the hourly tick and a start's tick fold into one job.
  [JOB_QUEUES.updateScores]: {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    // A full rescore of 100,000 projects takes minutes; a job still running after this is taken as dead and run
    // again (the scoring lock keeps two runs from overlapping if it was only slow).
    expireInSeconds: 30 * 60,
  },
  [JOB_QUEUES.refreshSources]: {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  },
  // Several may wait (each asks for the deliveries due at its time); the claims keep a delivery from being sent
  // twice however many run.
  [JOB_QUEUES.deliverWebhooks]: {
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    retentionMinutes: 60,
  },
  [JOB_QUEUES.sendMail]: {
    policy: 'standard',
    ...MAIL_RETRIES,
    expireInSeconds: MAIL_EXPIRE_SECONDS,
    retentionHours: 24,
  },
  [JOB_QUEUES.sendCodeMail]: {
    policy: 'standard',
    ...MAIL_RETRIES,
    expireInSeconds: MAIL_EXPIRE_SECONDS,
    retentionHours: 24,
  },
  [JOB_QUEUES.sweepAccounts]: {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  },
  [JOB_QUEUES.sweepErrorReports]: {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  },
  // Each cycle queues the next one at its time (CHAIN_MONITOR_SECONDS may be shorter than cron's minute); the
  // cycle's own lock keeps two instances from reading the same interval twice.
  [JOB_QUEUES.monitorChains]: {
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  // Queued by the import that brought the incidents, in its transaction; one waiting and one running at most
  // (a run warns about every incident still waiting, whoever queued it).
  [JOB_QUEUES.notifyImportedAlerts]: {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  },
};

/**
 * When the recurring jobs are queued (cron, UTC), by whichever runner's clock comes first: pg-boss queues each
 * tick once across all of them. Scoring and the refresh are hourly ticks that find the day's work done, or do
 * what is left of it; a runner also queues them when it starts.
 */
export const JOB_SCHEDULES: readonly { readonly queue: JobQueueName; readonly cron: string }[] = [
  { queue: JOB_QUEUES.updateScores, cron: '5 * * * *' },
  { queue: JOB_QUEUES.refreshSources, cron: '35 * * * *' },
  { queue: JOB_QUEUES.sweepAccounts, cron: '50 * * * *' },
  { queue: JOB_QUEUES.sweepErrorReports, cron: '55 * * * *' },
  // A cycle whose runner died before it queued the next one is started again within the hour.
  { queue: JOB_QUEUES.monitorChains, cron: '20 * * * *' },
  // Deliveries that wait for a retry, or whose worker died holding them, are looked for every minute.
  { queue: JOB_QUEUES.deliverWebhooks, cron: '* * * * *' },
  // Incidents whose warning job ran out of retries are warned about within the hour.
  { queue: JOB_QUEUES.notifyImportedAlerts, cron: '40 * * * *' },
];
