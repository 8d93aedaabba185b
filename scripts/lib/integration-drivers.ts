import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

export type IntegrationDriver = 'pglite' | 'postgres';

/** The databases the integration suite runs on: PGlite, then PostgreSQL when TEST_DATABASE_URL is set. */
export const integrationDrivers = (): IntegrationDriver[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The command and environment that run the integration suite on one database. */
export const integrationSuiteCommand = (driver: IntegrationDriver, args: readonly string[] = []) => ({
  command: [process.execPath, vitest, 'run', '--project', 'integration', ...args] as const,
  env: { TEST_DB_DRIVER: driver },
});

/** Runs the integration suite on one database; answers its exit status. */
export function runIntegrationSuite(driver: IntegrationDriver, args: readonly string[] = []): number {
  const [command, ...rest] = integrationSuiteCommand(driver, args).command;
  const result = spawnSync(command, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB_DRIVER: driver },
  });
  return result.status ?? 1;
}
