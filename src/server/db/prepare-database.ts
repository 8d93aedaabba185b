import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from './client';
import { appMeta } from './schema';
import { seedDemoData } from './seed/seed-demo-data';

// Any constant shared by every instance works; this one spells "RAMPART" in ASCII.
const MIGRATION_LOCK_KEY = 0x52414d50415254;

export interface PrepareOptions {
  readonly seed: 'demo' | 'none';
  readonly now?: Date;
  readonly onSeedProgress?: (done: number, total: number) => void;
}

export interface PrepareResult {
  /** True when this call seeded the demo data (only ever once per database). */
  readonly seeded: boolean;
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
      if (options.seed === 'none') return { seeded: false };
      const [marker] = await connection.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
      if (marker) return { seeded: false };
      await connection.transaction(async (tx) => {
        await seedDemoData(tx, { now: options.now ?? new Date(), onProgress: options.onSeedProgress });
        await tx.insert(appMeta).values({ key: 'demo_seeded_at', value: new Date().toISOString() });
      });
      return { seeded: true };
    } finally {
      await connection.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
