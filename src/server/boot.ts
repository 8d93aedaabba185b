import 'server-only';
import { env, isBuildPhase } from '@/config/env';
import { getDbHandle } from './db/db';
import { prepareDatabase } from './db/prepare-database';
import { log } from './log';
import { sweepUnverifiedAccounts } from './auth/sweep-unverified-accounts';
import { refreshOptionsOf } from './refresh/refresh-options';
import { runDailyRefresh } from './refresh/run-daily-refresh';
import { runDailyScoring } from './scores/run-daily-scoring';
import { startWebhookWorker } from './webhooks/webhook-worker';

// Checked hourly: the scoring and the refresh run once per day across all instances; the sweep of expired
// unverified accounts whenever one is due (every instance may sweep, the delete is idempotent).
const HOURLY_MS = 60 * 60 * 1000;

// `run` does what is due, if anything, and answers what it did for the log (null: nothing was due).
function scheduleHourly(failed: string, run: () => Promise<string | null>): void {
  const tick = () =>
    run()
      .then((done) => {
        if (done) log.info(done);
      })
      .catch((error: unknown) => log.error({ err: error }, failed));
  void tick();
  setInterval(tick, HOURLY_MS).unref();
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
    scheduleHourly('daily scoring failed', async () =>
      (await handle.withConnection((db) => runDailyScoring(db))) ? 'daily scores recomputed' : null,
    );
    // The public sources of REFRESH_SOURCES, on a connection of their own for the same reason.
    if (config.REFRESH_SOURCES.length > 0) {
      const options = refreshOptionsOf(config);
      scheduleHourly('daily refresh failed', async () =>
        (await handle.withConnection((db) => runDailyRefresh(db, options))) !== null
          ? 'public sources refreshed'
          : null,
      );
    }
    // Watchlist alerts' webhooks: queued in the database, sent by whichever instance claims them first.
    startWebhookWorker(handle.db, {
      intervalMs: config.WEBHOOK_POLL_MS,
      allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK === 'on',
    });
    scheduleHourly('account sweep failed', async () => {
      const count = await handle.withConnection((db) => sweepUnverifiedAccounts(db));
      return count > 0 ? `${count} expired unverified accounts deleted` : null;
    });
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
