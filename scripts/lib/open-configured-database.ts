import { openDatabase, type DbHandle } from '../../src/server/db/client';
import type { Env } from '../../src/config/env';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Env): Promise<DbHandle> {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}
