import 'server-only';
import { env, isBuildPhase } from '@/config/env';
import { getDbHandle } from './db/db';
import { prepareDatabase } from './db/prepare-database';
import { log } from './log';
import { runDailyScoring } from './scores/run-daily-scoring';

// Checked hourly; the scoring itself runs once per day across all instances.
const DAILY_SCORING_CHECK_MS = 60 * 60 * 1000;

function scheduleDailyScoring(run: () => Promise<boolean>): void {
  const tick = () =>
    run()
      .then((didRun) => {
        if (didRun) log.info('daily scores recomputed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'daily scoring failed'));
  void tick();
  setInterval(tick, DAILY_SCORING_CHECK_MS).unref();
}

/** Start-up of a server process: configuration, migrations under the advisory lock, real data once. */
export async function bootServer(): Promise<void> {
  if (isBuildPhase()) return;
  try {
    const config = env();
    const handle = await getDbHandle();
    const started = Date.now();
    const { imported } = await prepareDatabase(handle, { seed: config.SEED, importDir: config.IMPORT_DIR });
    log.info({ driver: handle.driver, imported, ms: Date.now() - started }, 'database ready');
    // On a connection of its own: recomputing every score may outlast the serving pool's query time-out.
    scheduleDailyScoring(() => handle.withConnection((db) => runDailyScoring(db)));
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
