// npm run test:integration: the integration suite on embedded PGlite, then on PostgreSQL when
// TEST_DATABASE_URL is set. Fails if either run fails.
import { integrationDrivers, runIntegrationSuite } from './lib/integration-drivers';

if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL run left out.');

for (const driver of integrationDrivers()) {
  console.log(`\n=== integration suite on ${driver} ===`);
  const status = runIntegrationSuite(driver, process.argv.slice(2));
  if (status !== 0) {
    console.error(`=== integration suite FAILED on ${driver} ===`);
    process.exit(status);
  }
  console.log(`=== integration suite passed on ${driver} ===`);
}
