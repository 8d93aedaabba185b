import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { SYNTHETIC_ANNOUNCEMENT } from './e2e/support/synthetic-server';

// The config is loaded by the runner and again by each worker: the port and data folder are chosen once and
// handed down through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
for (const name of [
  'E2E_PORT',
  'E2E_SMTP_PORT',
  'E2E_MAIL_API_PORT',
  'E2E_OIDC_PORT',
  'E2E_SYNTHETIC_PORT',
]) {
  process.env[name] ??= freePort();
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-e2e-'));
}
if (!process.env.E2E_SYNTHETIC_DATA_DIR) {
  process.env.E2E_SYNTHETIC_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-e2e-synthetic-'));
}
const port = Number(process.env.E2E_PORT);
const syntheticPort = Number(process.env.E2E_SYNTHETIC_PORT);
// Made-up records of what no public data set gives (monitoring figures, KYC, bug bounties, audits in progress).
const syntheticData = path.resolve(__dirname, 'src', 'testing', 'synthetic-data');
const baseURL = `http://127.0.0.1:${port}`;
const tsx = 'node node_modules/tsx/dist/cli.mjs';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // The app, its build and the browser share two cores in CI: a message or a client navigation may take seconds.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // Without animated scrolling, a test's clicks never chase a moving page; the smooth-scroll test turns it on.
    reducedMotion: 'reduce',
    // Visitors in these tests have accepted cookies already, answered the user-type survey and put the
    // feedback notification off just now, so that neither pops up over a long test; the cookie notice's, the
    // surveys' and the notification's own tests start afresh.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'cookieConsent', value: 'true' },
            { name: 'userType', value: 'Retail Investor' },
            { name: 'survey-last-notification-time', value: String(Date.now()) },
          ],
        },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
      // A real OpenID Connect provider standing in for Google sign-in.
      command: `${tsx} e2e/support/oidc-server.ts`,
      url: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { E2E_OIDC_PORT: process.env.E2E_OIDC_PORT!, E2E_APP_URL: baseURL },
    },
    {
      // A production build (built by `npm start` when the sources changed) on a free port with a fresh database:
      // the first start imports the real data sets of data/, as `npm start` does anywhere. The wait covers the
      // build, which takes minutes on two busy cores.
      command: `${tsx} --conditions=react-server scripts/start.ts`,
      url: `${baseURL}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        NEXTAUTH_URL: baseURL,
        LOG_LEVEL: 'warn',
        // The end-to-end suite always runs on its own embedded database, with rate limits in its own memory:
        // a Redis shared with earlier runs would carry their spent budgets over.
        DATABASE_URL: '',
        REDIS_URL: '',
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
    },
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
        DATA_DIR: process.env.E2E_SYNTHETIC_DATA_DIR,
        IMPORT_DIR: syntheticData,
        SEED: 'none',
        NEXTAUTH_URL: `http://127.0.0.1:${syntheticPort}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    },
  ],
});
