import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { SecuritySequencer } from './security/support/sequencer';

const alias = {
  '@': path.resolve(__dirname, 'src'),
  // `server-only` throws outside React's server bundles; tests import server modules directly.
  'server-only': path.resolve(__dirname, 'src/testing/server-only-stub.ts'),
};

export default defineConfig({
  test: {
    // Failures under test are expected by some tests; their log lines would only be noise.
    // The tests present themselves as distinct clients through X-Forwarded-For, as if one trusted proxy wrote it.
    // A Redis outlives a run: each run keeps its rate limits under a name of its own, so that the budgets (the
    // per-address ones and the site-wide ones alike) spent by earlier runs never carry over.
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      TRUSTED_PROXIES: '1',
      REDIS_KEY_PREFIX: `rampart-test-${randomUUID()}`,
      // The machine running the tests has no internet: servers and job runners started by tests refresh nothing.
      REFRESH_SOURCES: 'none',
    },
    sequence: { sequencer: SecuritySequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts'],
          environment: 'node',
          globalSetup: ['src/testing/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two at a time fit this machine's two cores.
          maxWorkers: 2,
        },
      },
      {
        // Some checks drive a server module in-process (the outbound HTTP client, the feed writers, the logger).
        resolve: { alias },
        test: {
          name: 'security',
          include: ['security/**/*.security.test.ts'],
          environment: 'node',
          // A production build behind an HTTPS front with its mail, identity and canary servers around it.
          globalSetup: ['security/support/global-setup.ts'],
          // One file at a time: the files share one server, and the timing checks want a quiet machine.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // One check drives the app's database handle in-process against the suite's PostgreSQL.
        resolve: { alias },
        test: {
          name: 'faults',
          include: ['resilience/faults.test.ts'],
          environment: 'node',
          // The failures are staged one after another on one instance: one file, in order.
          fileParallelism: false,
          sequence: { concurrent: false },
          testTimeout: 180_000,
          // The first start builds the app when the sources changed.
          hookTimeout: 20 * 60_000,
        },
      },
      {
        test: {
          name: 'multi',
          include: ['resilience/multi-instance.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 20 * 60_000,
        },
      },
    ],
  },
});
