// npm run test:integration: the integration suite on embedded PGlite, then on PostgreSQL when
// TEST_DATABASE_URL is set. Fails if either run fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const drivers = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL run left out.');

for (const driver of drivers) {
  console.log(`\n=== integration suite on ${driver} ===`);
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', '--project', 'integration', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DB_DRIVER: driver },
    },
  );
  if (result.status !== 0) {
    console.error(`=== integration suite FAILED on ${driver} ===`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== integration suite passed on ${driver} ===`);
}
