import 'server-only';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle, Executor } from '../db/client';
import { getDb } from '../db/db';
import { log } from '../log';
import { QUEUE_OPTIONS, type JobQueueName } from './queues';

/** The job queue's tables live in a schema of their own, beside the app's (pg-boss creates and migrates it). */
export const JOB_SCHEMA = 'pgboss';

// Jobs a dead runner held are found by the maintenance, which runs this often on one runner at a time.
const MAINTENANCE_INTERVAL_SECONDS = 30;
// Finished jobs are moved to the archive after an hour and deleted from it after a day: mail jobs hold
// addresses, and nothing reads old jobs.
const ARCHIVE_COMPLETED_AFTER_SECONDS = 3600;
const DELETE_ARCHIVED_AFTER_HOURS = 24;

export type JobRole = 'producer' | 'runner';

/** pg-boss on the app's own database handle: the pool of PostgreSQL, or the one connection of PGlite. */
function newBoss(handle: DbHandle, role: JobRole): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // The schema is made by the start's migration step (prepareJobQueue), under the migration lock.
    migrate: false,
    // Only a runner keeps the queue (expires the jobs of dead runners, archives) and queues the recurring jobs.
    supervise: role === 'runner',
    schedule: role === 'runner',
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_AFTER_SECONDS,
    deleteAfterHours: DELETE_ARCHIVED_AFTER_HOURS,
  });
  // pg-boss reports what fails in its own loops (a fetch while the database is down) as events.
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  return boss;
}

/**
 * Installs or upgrades the job queue's schema and creates its queues. Part of a start's migrations: it runs under
 * the migration lock, before any instance or runner uses the queue.
 */
export async function prepareJobQueue(handle: DbHandle): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();
  try {
    for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/** A runner's pg-boss and its workers per queue, woken at once when this process queues a job for them. */
interface RunnerState {
  readonly boss: Promise<PgBoss>;
  readonly workers: Map<string, string[]>;
}

const runners = new WeakMap<DbHandle, RunnerState>();
// The runner started in this process, if any (one per process: the web process's or a worker's).
let localRunner: RunnerState | null = null;

/** Starts the pg-boss of a job runner on a database handle, once. */
export function runnerQueueOf(handle: DbHandle): RunnerState {
  let state = runners.get(handle);
  if (!state) {
    state = { boss: newBoss(handle, 'runner').start(), workers: new Map() };
    runners.set(handle, state);
    localRunner = state;
  }
  return state;
}

const plainBosses = new WeakMap<DbHandle, Promise<PgBoss>>();

/** A pg-boss on a handle that neither keeps the queue nor queues recurring jobs: to fetch and finish jobs by hand. */
export function plainQueueOf(handle: DbHandle): Promise<PgBoss> {
  let boss = plainBosses.get(handle);
  if (!boss) {
    boss = newBoss(handle, 'producer').start();
    plainBosses.set(handle, boss);
  }
  return boss;
}

/** Stops the handle's runner: running jobs get up to `timeoutMs` to finish, then are handed back to be run again. */
export async function stopJobQueue(handle: DbHandle, timeoutMs = 20_000): Promise<void> {
  const state = runners.get(handle);
  if (!state) return;
  runners.delete(handle);
  if (localRunner === state) localRunner = null;
  const boss = await state.boss;
  await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
}

/**
 * pg-boss's SQL (positional parameters $1, $2, ...) as a Drizzle query, so that a job is queued on whatever the
 * caller holds: the app's database, or a transaction, in which the job commits or rolls back with the rest.
 */
function executorOf(db: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts = text.split(/\$(\d+)\b/);
      const chunks: SQL[] = [sql.raw(parts[0] ?? '')];
      for (let index = 1; index < parts.length; index += 2) {
        const value: unknown = values[Number(parts[index]) - 1];
        // Job data goes to a jsonb column as JSON text: both drivers pass a string through unchanged.
        const param =
          value === undefined
            ? null
            : typeof value === 'object' && value !== null && !(value instanceof Date)
              ? JSON.stringify(value)
              : value;
        chunks.push(sql`${param}`, sql.raw(parts[index + 1] ?? ''));
      }
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

// Builds and sends the insert only (through executorOf): it is never started and opens no connection.
const producer = new PgBoss({ db: { executeSql: () => Promise.reject(new Error('not started')) } });

export interface QueueJobOptions {
  /** Not before this time (a webhook retry's due time). */
  readonly startAfter?: Date;
  /** At most one job per key in this many seconds (pg-boss's throttle). */
  readonly singletonSeconds?: number;
  readonly singletonKey?: string;
  /** Queue it on this database or transaction rather than the app's database. */
  readonly db?: Executor;
}

/**
 * Queues a job. It is stored before this returns (or, given a transaction, commits with it): once the caller
 * answers, the work is not lost, whichever runner does it. A runner in this process is woken at once.
 */
export async function queueJob(
  queue: JobQueueName,
  data: object,
  options: QueueJobOptions = {},
): Promise<string | null> {
  const id = await producer.send(queue, data, {
    db: executorOf(options.db ?? (await getDb())),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });
  const runner = localRunner;
  if (runner && !options.startAfter) {
    const boss = await runner.boss;
    for (const worker of runner.workers.get(queue) ?? []) boss.notifyWorker(worker);
  }
  return id;
}
