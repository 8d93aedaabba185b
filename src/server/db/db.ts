import 'server-only';
import { env } from '@/config/env';
import { openDatabase, type DbHandle } from './client';

// A request waits at most this long for one query: well under the 10 s after which a client counts it as hung.
const SERVING_QUERY_TIMEOUT_MS = 5_000;

// One handle per process, kept on globalThis so that dev-mode module reloads do not open a second PGlite.
const globalForDb = globalThis as unknown as { rampartDb?: Promise<DbHandle> };

/** The process's database handle: PostgreSQL when DATABASE_URL is set, embedded PGlite under DATA_DIR otherwise. */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.rampartDb ??= openDatabase({
    databaseUrl: env().DATABASE_URL,
    dataDir: env().DATA_DIR,
    queryTimeoutMs: SERVING_QUERY_TIMEOUT_MS,
  });
  return globalForDb.rampartDb;
}

export async function getDb() {
  return (await getDbHandle()).db;
}
