import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { SYNTHETIC_ANNOUNCEMENT } from './e2e/support/synthetic-server';
import { returningVisitor } from './e2e/support/visitor';

// The config is loaded by the runner and again by each worker: the port and data folder are chosen once and
// handed down through the environment.
const portNames = [
  'E2E_PORT',
  'E2E_SLOW_LANE_PORT',
  'E2E_SMTP_PORT',
  'E2E_MAIL_API_PORT',
  'E2E_OIDC_PORT',
  'E2E_SYNTHETIC_PORT',
  'E2E_CHAIN_PORT',
  'E2E_CHAIN_HEALTH_PORT',
  'E2E_CHAIN_APP_PORT',
].filter((name) => !process.env[name]);
// The suite's own block of ports (src/testing/test-ports.ts), all at once: the suites run beside it never choose
// one of them.
const freePorts = (count: number) =>
  execFileSync(process.execPath, [
    'node_modules/tsx/dist/cli.mjs',
    'src/testing/test-ports.ts',
    'e2e',
    String(count),
  ])
    .toString()
    .split(',');
if (portNames.length > 0) {
  const ports = freePorts(portNames.length);
  portNames.forEach((name, index) => (process.env[name] = ports[index]));
}
// The servers' data folders live for one run. The process that makes them removes them as it exits, once the
// runner has stopped the servers: a global teardown runs while they are still up and writing into them.
const runFolders: string[] = [];
const runFolder = (name: string, prefix: string): string => {
  const given = process.env[name];
  if (given) return given;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env[name] = folder;
  runFolders.push(folder);
  return folder;
};
const dataDir = runFolder('E2E_DATA_DIR', 'rampart-e2e-');
const slowLaneDataDir = runFolder('E2E_SLOW_LANE_DATA_DIR', 'rampart-e2e-slow-lane-');
const syntheticDataDir = runFolder('E2E_SYNTHETIC_DATA_DIR', 'rampart-e2e-synthetic-');
const chainDir = runFolder('E2E_CHAIN_DIR', 'rampart-e2e-chain-');
if (runFolders.length > 0) {
  process.on('exit', () => {
    for (const folder of runFolders) {
      try {
        fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
      } catch (error) {
        console.warn(`could not remove ${folder}: ${String(error)}`);
      }
    }
  });
}
const port = Number(process.env.E2E_PORT);
const slowLanePort = Number(process.env.E2E_SLOW_LANE_PORT);
const chainAppPort = Number(process.env.E2E_CHAIN_APP_PORT);
const syntheticPort = Number(process.env.E2E_SYNTHETIC_PORT);
// Made-up records of what no public data set gives (monitoring figures, KYC, bug bounties, audits in progress).
const syntheticData = path.resolve(__dirname, 'src', 'testing', 'synthetic-data');
const baseURL = `http://127.0.0.1:${port}`;
const slowLaneURL = `http://127.0.0.1:${slowLanePort}`;
const tsx = 'node node_modules/tsx/dist/cli.mjs';
// The specs of the slow lane (see `projects`).
const SLOW_LANE = /\/(first-press|contract-check)\.spec\.ts$/;

/**
 * A production build (built by `npm start` when the sources changed) on a free port with a fresh database: the first
 * start imports the real data sets of data/, as `npm start` does anywhere. The wait covers the build, which takes
 * minutes on two busy cores.
 */
const realDataServer = (serverPort: number, serverDataDir: string) => ({
  command: `${tsx} --conditions=react-server scripts/start.ts`,
  url: `http://127.0.0.1:${serverPort}/api/health`,
  timeout: 900_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(serverPort),
    DATA_DIR: serverDataDir,
    NEXTAUTH_URL: `http://127.0.0.1:${serverPort}`,
    LOG_LEVEL: 'warn',
    // The end-to-end suite always runs on its own embedded database, with rate limits in its own memory:
    // a Redis shared with earlier runs would carry their spent budgets over.
    DATABASE_URL: '',
    REDIS_URL: '',
    // The test machine has no internet: the daily refresh of the public sources stays off.
    REFRESH_SOURCES: 'none',
    // The tests talk to the server directly and name a client address of their own in X-Forwarded-For (sign-up
    // is limited per address): loopback stands in for the one trusted proxy.
    TRUSTED_PROXIES: '1',
    // The crash page and the 504 route that the error-screen tests drive, and the alert the webhook tests raise.
    TEST_HOOKS: 'on',
    // The webhook tests' receivers listen on loopback over plain http; a short poll keeps their waits short.
    OUTBOUND_ALLOW_LOOPBACK: 'on',
    WEBHOOK_POLL_MS: '500',
    // Flags on for the staff accounts of the impersonation tests only.
    FLAGS_FILE: 'e2e/support/flags.json',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    OIDC_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
    OIDC_CLIENT_ID: 'rampart-e2e',
    OIDC_CLIENT_SECRET: 'rampart-e2e-secret',
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two lanes, each one browser running its specs one after another (see `projects`).
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // The app, its build and the browser share two cores in CI: a message or a client navigation may take seconds.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Without animated scrolling, a test's clicks never chase a moving page; the smooth-scroll test turns it on.
    reducedMotion: 'reduce',
    // The suite's usual visitor (e2e/support/visitor.ts): no cookie notice or survey pops up over a long test.
    storageState: returningVisitor(baseURL),
    // Recording a trace of every test costs about a sixth of the suite's time on two cores; the list reporter's
    // error and the page snapshot Playwright keeps of a failure say what happened. `--trace retain-on-failure`
    // records them when a failure needs a closer look.
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The main lane: specs read what others change (alerts, corrections, imported data, votes, trending, staff
    // accounts, the logo budget of the browser's address), in this order, on the servers above.
    {
      name: 'desktop',
      testIgnore: SLOW_LANE,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The slow lane, beside it: the specs that spend their time waiting rather than computing, each on a server
    // of its own (the first presses on a CPU slowed six times, a real-data server of their own; the contract
    // check, the chain server). A lane alone leaves a quarter of the two cores idle, which they fill.
    {
      name: 'slow lane',
      testMatch: SLOW_LANE,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: slowLaneURL,
        storageState: returningVisitor(slowLaneURL),
      },
    },
  ],
  webServer: [
    {
      // A real SMTP server that the sign-up tests read their codes from.
      command: `${tsx} e2e/support/mail-server.ts`,
      url: `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT!, E2E_MAIL_API_PORT: process.env.E2E_MAIL_API_PORT! },
    },
    {
      // A real OpenID Connect provider standing in for Google sign-in, for both real-data servers.
      command: `${tsx} e2e/support/oidc-server.ts`,
      url: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_OIDC_PORT: process.env.E2E_OIDC_PORT!, E2E_APP_URLS: `${baseURL},${slowLaneURL}` },
    },
    realDataServer(port, dataDir),
    // The slow lane's own, so that its presses and sign-ups meet no other spec's (see `projects` above).
    realDataServer(slowLanePort, slowLaneDataDir),
    {
      // A second instance of the same build on a database that imported the synthetic folder on first start
      // (IMPORT_DIR) instead of data/, with an announcement set before it starts, as staff would: the specs of
      // the monitoring, KYC, bug-bounty and audits-in-progress panels and of the banner browse it.
      command:
        `${tsx} --conditions=react-server scripts/announcement.ts set "${SYNTHETIC_ANNOUNCEMENT}" ` +
        `--link /products/skynet --link-text "About Skynet" && ${tsx} --conditions=react-server scripts/start.ts`,
      url: `http://127.0.0.1:${syntheticPort}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(syntheticPort),
        DATA_DIR: syntheticDataDir,
        IMPORT_DIR: syntheticData,
        SEED: 'none',
        NEXTAUTH_URL: `http://127.0.0.1:${syntheticPort}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        REFRESH_SOURCES: 'none',
      },
    },
    {
      // A local EVM node (Hardhat's network, in process) with the chain tests' contracts deployed, and the import
      // folder of the projects that own two of them.
      command: `${tsx} e2e/support/chain-node.ts`,
      url: `http://127.0.0.1:${process.env.E2E_CHAIN_HEALTH_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        E2E_CHAIN_PORT: process.env.E2E_CHAIN_PORT!,
        E2E_CHAIN_HEALTH_PORT: process.env.E2E_CHAIN_HEALTH_PORT!,
        E2E_CHAIN_DIR: chainDir,
      },
    },
    {
      // A third instance of the same build that reads Ethereum from that node: the contract check, the
      // project page's on-chain facts and the monitoring, on a cycle of a few seconds.
      command: `${tsx} --conditions=react-server scripts/start.ts`,
      url: `http://127.0.0.1:${chainAppPort}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(chainAppPort),
        DATA_DIR: path.join(chainDir, 'data'),
        IMPORT_DIR: path.join(chainDir, 'import'),
        SEED: 'none',
        NEXTAUTH_URL: `http://127.0.0.1:${chainAppPort}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        REFRESH_SOURCES: 'none',
        TRUSTED_PROXIES: '1',
        RPC_URL_ETHEREUM: `http://127.0.0.1:${process.env.E2E_CHAIN_PORT}`,
        // The node listens on loopback over plain http: only the test configuration lets the server reach it.
        OUTBOUND_ALLOW_LOOPBACK: 'on',
        CHAIN_MONITOR_SECONDS: '5',
      },
    },
  ],
});
