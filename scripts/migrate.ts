// npm run db:migrate: apply the committed migrations (under the advisory lock), seeding nothing.
import { prepareDatabase } from '../src/server/setup/prepare-database';
import { loadEnvOrExit } from './lib/load-env';
import { openConfiguredDatabase } from './lib/open-configured-database';

async function main(): Promise<void> {
  const handle = await openConfiguredDatabase(loadEnvOrExit());
  try {
    await prepareDatabase(handle, { seed: 'none' });
    console.log(`Migrations applied on ${handle.driver}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
