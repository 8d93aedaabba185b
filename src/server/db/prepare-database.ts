import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import path from 'node:path';
import type { Db, DbHandle } from './client';
import { appMeta } from './schema';
import { seedDemoData } from './seed/seed-demo-data';
import { describeInvalid } from '../imports/import-report';
import { DATA_IMPORTED_KEY, importData } from '../imports/import-data';
import { findImportFiles } from '../imports/read-import-file';

// Any constant shared by every instance works; this one spells "RAMPART" in ASCII.
const MIGRATION_LOCK_KEY = 0x52414d50415254;

export interface PrepareOptions {
  readonly seed: 'demo' | 'none';
  /** A folder of data sets to import once, on the first start, instead of seeding the demo data. */
  readonly importDir?: string;
  readonly now?: Date;
  readonly onSeedProgress?: (done: number, total: number) => void;
}

export interface PrepareResult {
  /** True when this call seeded the demo data (only ever once per database). */
  readonly seeded: boolean;
  /** True when this call imported the folder of `importDir` (only ever once per database). */
  readonly imported: boolean;
}

/**
 * Migrates the database and seeds the demo data into an empty one. Runs under a PostgreSQL advisory lock, so
 * instances that start together on one database migrate and seed exactly once: the others wait, then find
 * nothing left to do.
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
      if (options.importDir) return { seeded: false, imported: await importOnce(connection, options) };
      if (options.seed === 'none') return { seeded: false, imported: false };
      // A database that holds imported real data is not filled with illustrations on a later start.
      const markers = await connection
        .select()
        .from(appMeta)
        .where(inArray(appMeta.key, ['demo_seeded_at', DATA_IMPORTED_KEY]));
      if (markers.length > 0) return { seeded: false, imported: false };
      await connection.transaction(async (tx) => {
        await seedDemoData(tx, { now: options.now ?? new Date(), onProgress: options.onSeedProgress });
        await tx.insert(appMeta).values({ key: 'demo_seeded_at', value: new Date().toISOString() });
      });
      return { seeded: true, imported: false };
    } finally {
      await connection.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

// Real data instead of the demo on a fresh database; a database that has imported once is left to `npm run import`.
async function importOnce(connection: Db, options: PrepareOptions): Promise<boolean> {
  const [marker] = await connection.select().from(appMeta).where(eq(appMeta.key, DATA_IMPORTED_KEY));
  if (marker) return false;
  const report = await importData(connection, {
    files: await findImportFiles(path.resolve(options.importDir!)),
    now: options.now,
  });
  if (!report.isImported) {
    throw new Error(`IMPORT_DIR not imported: ${report.invalid.slice(0, 5).map(describeInvalid).join('; ')}`);
  }
  return true;
}
