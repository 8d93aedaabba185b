import 'server-only';
import { env, isBuildPhase } from '@/config/env';
import { getDbHandle } from './db/db';
import { prepareDatabase } from './db/prepare-database';
import { log } from './log';
import { refreshOptionsOf } from './refresh/refresh-options';
import { runDailyRefresh } from './refresh/run-daily-refresh';
import { runDailyScoring } from './scores/run-daily-scoring';

// Checked hourly; the scoring and the refresh themselves run once per day across all instances.
const DAILY_CHECK_MS = 60 * 60 * 1000;

// `run` does the day's work if no instance has, and says whether this call did it.
function scheduleDaily(done: string, failed: string, run: () => Promise<boolean>): void {
  const tick = () =>
    run()
      .then((didRun) => {
        if (didRun) log.info(done);
      })
      .catch((error: unknown) => log.error({ err: error }, failed));
  void tick();
  setInterval(tick, DAILY_CHECK_MS).unref();
}

/** Start-up of a server process: configuration, migrations under the advisory lock, demo data once. */
export async function bootServer(): Promise<void> {
  if (isBuildPhase()) return;
  try {
    const config = env();
    const handle = await getDbHandle();
    const started = Date.now();
    const { seeded, imported } = await prepareDatabase(handle, {
      seed: config.SEED,
      importDir: config.IMPORT_DIR,
    });
    log.info({ driver: handle.driver, seeded, imported, ms: Date.now() - started }, 'database ready');
    // On a connection of its own: recomputing every score may outlast the serving pool's query time-out.
    scheduleDaily('daily scores recomputed', 'daily scoring failed', () =>
      handle.withConnection((db) => runDailyScoring(db)),
    );
    // The public sources of REFRESH_SOURCES, on a connection of their own for the same reason.
    if (config.REFRESH_SOURCES.length > 0) {
      const options = refreshOptionsOf(config);
      scheduleDaily('public sources refreshed', 'daily refresh failed', () =>
        handle.withConnection(async (db) => (await runDailyRefresh(db, options)) !== null),
      );
    }
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
