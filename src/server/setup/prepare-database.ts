import 'server-only';
import { eq, sql } from 'drizzle-orm';
import path from 'node:path';
import type { Db, DbHandle } from '../db/client';
import { appMeta } from '../db/schema';
import { describeInvalid } from '../imports/import-report';
import { DATA_IMPORTED_KEY, importData } from '../imports/import-data';
import { findImportFiles } from '../imports/read-import-file';
import { SHIPPED_DATA_DIR } from '../imports/shipped-data';
import { recordDailyScoring } from '../scores/daily-scoring-day';
import { prepareJobQueue } from '../jobs/job-queue';
import { log } from '../log';

// Any constant shared by every instance works; this one spells "RAMPART" in ASCII.
const MIGRATION_LOCK_KEY = 0x52414d50415254;
// Written by the demo seed of earlier releases: such a database holds illustrations beside anything imported.
const LEGACY_DEMO_KEY = 'demo_seeded_at';

export interface PrepareOptions {
  /** 'real' imports the data sets the repository ships (data/) into an empty database; 'none' starts empty. */
  readonly seed: 'real' | 'none';
  /** A folder of data sets to import once, on the first start, instead of the shipped ones (even with 'none'). */
  readonly importDir?: string;
  readonly now?: Date;
}

export interface PrepareResult {
  /** True when this call imported data (only ever once per database). */
  readonly imported: boolean;
}

/**
 * Migrates the database and, on its first start, imports the real data sets into it. Runs under a PostgreSQL
 * advisory lock, so instances that start together on one database migrate and import exactly once: the others
 * wait, then find nothing left to do.
 */
export async function prepareDatabase(handle: DbHandle, options: PrepareOptions): Promise<PrepareResult> {
  // The advisory lock is re-entrant within one session and PGlite has a single session, so callers in the
  // same process also queue behind each other.
  const previous = inProcessQueue.get(handle) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => prepareLocked(handle, options));
  inProcessQueue.set(handle, run);
  return run;
}

const inProcessQueue = new WeakMap<DbHandle, Promise<unknown>>();

async function prepareLocked(handle: DbHandle, options: PrepareOptions): Promise<PrepareResult> {
  return handle.withConnection(async (connection) => {
    await connection.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await handle.migrate(connection);
      // The job queue's own schema (pg-boss migrates it) and queues, before anything queues a job.
      await prepareJobQueue(handle);
      const folder = options.importDir ?? (options.seed === 'real' ? SHIPPED_DATA_DIR : undefined);
      if (!folder) return { imported: false };
      return { imported: await importOnce(connection, folder, options.now) };
    } finally {
      await connection.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

// A database that has imported once is left to `npm run import`: a later start never imports again.
async function importOnce(connection: Db, folder: string, now = new Date()): Promise<boolean> {
  const [marker] = await connection.select().from(appMeta).where(eq(appMeta.key, DATA_IMPORTED_KEY));
  if (marker) return false;
  // Real records and the illustrations of an earlier release's demo must not mix on one site.
  const [legacyDemo] = await connection.select().from(appMeta).where(eq(appMeta.key, LEGACY_DEMO_KEY));
  if (legacyDemo) {
    log.warn(
      'this database holds the demo data of an earlier release, so the real data sets are not imported into it: start over on an empty database',
    );
    return false;
  }
  const report = await importData(connection, { files: await findImportFiles(path.resolve(folder)), now });
  if (!report.isImported) {
    throw new Error(`${folder} not imported: ${report.invalid.slice(0, 5).map(describeInvalid).join('; ')}`);
  }
  // The import scored every project of the empty database: today's scoring is done, and the first visitors are
  // not served while the whole catalogue is scored a second time.
  await recordDailyScoring(connection, now);
  return true;
}
