// npm run worker: the job runner of a deployment on PostgreSQL (DATABASE_URL). Any number run beside any number
// of web instances; each job runs on one of them at a time, and a job whose runner dies runs again on another.
import os from 'node:os';
import { getDbHandle } from '../src/server/db/db';
import { prepareDatabase } from '../src/server/setup/prepare-database';
import { startJobRunner } from '../src/server/jobs/job-runner';
import { log } from '../src/server/log';
import { loadEnvOrExit } from './lib/load-env';

// A worker on the same machine as web instances yields the processor to them: a full rescore then takes longer,
// and the pages do not wait for it.
const WORKER_NICENESS = 10;
// How long running jobs may take to finish after a stop signal (under Kubernetes' 30 s default); what is still
// running then is handed back to the queue and runs again on another worker.
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadEnvOrExit();
  if (!config.DATABASE_URL) {
    process.stderr.write(
      'npm run worker needs DATABASE_URL: on the embedded database, npm start runs the jobs itself.\n',
    );
    process.exit(1);
  }
  try {
    os.setPriority(os.getPriority() + WORKER_NICENESS);
  } catch {
    // Not allowed here (a container without the capability): the worker runs at the web instances' priority.
  }
  const handle = await getDbHandle();
  await prepareDatabase(handle, { seed: config.SEED, importDir: config.IMPORT_DIR });
  const runner = await startJobRunner(handle, { mode: 'worker', config });
  let isStopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      log.info({ signal }, 'worker stopping');
      runner
        .stop(SHUTDOWN_GRACE_MS)
        .then(() => handle.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, 'worker stop failed');
            process.exit(1);
          },
        );
    });
  }
  log.info('worker ready');
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'worker start-up failed');
  process.exit(1);
});
