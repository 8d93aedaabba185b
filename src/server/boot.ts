import 'server-only';
import { env, isBuildPhase } from '@/config/env';
import { getDbHandle } from './db/db';
import { prepareDatabase } from './setup/prepare-database';
import { startJobRunner } from './jobs/job-runner';
import { log } from './log';
import { noteStartupContext } from './outside-requests';

/**
 * Start-up of a server process: configuration, migrations under the advisory lock, real data once. Then, on the
 * embedded database (which this process owns) or with JOB_RUNNER=web, the jobs run here at low priority; on
 * PostgreSQL they run in `npm run worker` processes by default, and this process only queues them.
 */
export async function bootServer(): Promise<void> {
  if (isBuildPhase()) return;
  noteStartupContext();
  try {
    const config = env();
    const handle = await getDbHandle();
    const started = Date.now();
    const { imported } = await prepareDatabase(handle, { seed: config.SEED, importDir: config.IMPORT_DIR });
    log.info({ driver: handle.driver, imported, ms: Date.now() - started }, 'database ready');
    const isRunner =
      config.JOB_RUNNER === 'web' || (config.JOB_RUNNER === 'auto' && handle.driver === 'pglite');
    if (isRunner) await startJobRunner(handle, { mode: 'web', config });
  } catch (error) {
    log.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
