// The security suite's world: a production build behind a TLS-terminating proxy on loopback (a self-signed
// certificate made now, NEXTAUTH_URL on https, so Secure cookies are real), a real SMTP receiver, a real OpenID
// Connect provider, and a canary HTTP listener that nothing may ever reach.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeCertificate } from '../../src/testing/certificate';
import { reservePorts } from '../../src/testing/test-ports';
import { Client } from './client';
import { errorReport } from './error-report';
import { PASSWORD } from './users';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second instance in the default configuration (no trusted proxy), on plain HTTP. */
    plainUrl: string;
    /** The log files of the two instances. */
    appLog: string;
    plainLog: string;
    ca: string;
    mailApi: string;
    canaryUrl: string;
    canaryStats: string;
    dataDir: string;
    /** The app's flags file, a copy the tests may rewrite (the flags are read again when it changes). */
    flagsFile: string;
    /**
     * S8's accounts waiting for their first code (at the slow mail server), signed up as the run starts, and
     * when: the one-code-a-minute cool-down their resend test needs runs out while the other files run.
     */
    coolingAccounts: string[];
    coolingSince: number;
    /**
     * S13's first minute of error reports, sent as the run starts from an address no other test uses: each
     * answer's status, then the Retry-After of the last and when it came, so that the minute runs out while
     * the other files run.
     */
    errorBurst: { peer: string; statuses: number[]; retryAfter: number; at: number };
  }
}

const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const children: ChildProcess[] = [];
const servers: net.Server[] = [];
// As many as S8's rounds.
const COOLING_ACCOUNTS = 5;
// The error reports one address may send in a minute; S13's first burst sends one more.
const ERROR_REPORTS_PER_MINUTE = 30;

/** Starts a script; a variable given as undefined is left out of its environment altogether. */
function startChild(script: string[], env: Record<string, string | undefined>, log?: string): ChildProcess {
  const out = log ? fs.openSync(log, 'a') : 'ignore';
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, [tsx, ...script], {
    cwd: root,
    env: merged,
    stdio: ['ignore', out, out],
    // Its own process group, so that the teardown ends `next start` below the start script too.
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs: number, ca?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const client = url.startsWith('https:') ? https : http;
      const request = client.get(url, { ca, timeout: 5000 }, (response) => {
        response.resume();
        resolve((response.statusCode ?? 500) < 500);
      });
      request.on('error', () => resolve(false));
      request.on('timeout', () => request.destroy());
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The TLS front: terminates HTTPS and forwards to the app, appending the peer's address to X-Forwarded-For as
 * any load balancer does (so the app trusts exactly one hop) and stating the protocol and host it served.
 */
function startTlsFront(tls: { key: string; cert: string }, port: number, appPort: number): https.Server {
  const server = https.createServer(tls, (incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const peer = incoming.socket.remoteAddress ?? '';
    const forwarded = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-host'] = incoming.headers.host ?? `127.0.0.1:${port}`;
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: incoming.method, path: incoming.url, headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.rawHeaders);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
  servers.push(server);
  return server;
}

/** Counts every request it receives; its stats live on another port, so that reading them counts nothing. */
function startCanary(port: number, statsPort: number): void {
  const received: string[] = [];
  const canary = http.createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    response.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
  });
  const stats = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(received));
  });
  canary.listen(port, '127.0.0.1');
  stats.listen(statsPort, '127.0.0.1');
  servers.push(canary, stats);
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-security-'));
  const [appPort, tlsPort, smtpPort, mailApiPort, oidcPort, canaryPort, canaryStatsPort, plainPort] =
    (await reservePorts('security', 8)) as [number, number, number, number, number, number, number, number];
  const baseUrl = `https://127.0.0.1:${tlsPort}`;
  const tls = makeCertificate('127.0.0.1', ['IP:127.0.0.1', 'DNS:localhost']);
  startCanary(canaryPort, canaryStatsPort);
  startChild(['e2e/support/mail-server.ts'], {
    E2E_SMTP_PORT: String(smtpPort),
    E2E_MAIL_API_PORT: String(mailApiPort),
  });
  startChild(['e2e/support/oidc-server.ts'], { E2E_OIDC_PORT: String(oidcPort), E2E_APP_URLS: baseUrl });
  const appLog = path.join(dir, 'app.log');
  // A copy of the flags, so that a test can take a staff member's flag away while the server runs.
  const flagsFile = path.join(dir, 'flags.json');
  fs.copyFileSync(path.join(root, 'security', 'support', 'flags.json'), flagsFile);
  startChild(
    ['--conditions=react-server', 'scripts/start.ts'],
    {
      PORT: String(appPort),
      DATA_DIR: path.join(dir, 'data'),
      // The default site: the first start imports the real data sets of data/.
      SEED: 'real',
      IMPORT_DIR: '',
      NEXTAUTH_URL: baseUrl,
      // Exactly one proxy (the TLS front) writes X-Forwarded-For.
      TRUSTED_PROXIES: '1',
      // What a production instance logs, so that the checks of the log see every line it would write.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The test machine has no internet: the daily refresh of the public sources stays off.
      REFRESH_SOURCES: 'none',
      TEST_HOOKS: 'off',
      FLAGS_FILE: flagsFile,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'rampart-e2e',
      OIDC_CLIENT_SECRET: 'rampart-e2e-secret',
    },
    appLog,
  );
  // The same build in the configuration of a bare `npm start`: no proxy in front, TRUSTED_PROXIES unset. Its tests
  // read no project, so it starts empty rather than import the data sets and score them a second time.
  const plainUrl = `http://127.0.0.1:${plainPort}`;
  const plainLog = path.join(dir, 'plain.log');
  startChild(
    ['--conditions=react-server', 'scripts/start.ts'],
    {
      PORT: String(plainPort),
      DATA_DIR: path.join(dir, 'plain-data'),
      SEED: 'none',
      NEXTAUTH_URL: plainUrl,
      TRUSTED_PROXIES: undefined,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The test machine has no internet: the daily refresh of the public sources stays off.
      REFRESH_SOURCES: 'none',
      TEST_HOOKS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    plainLog,
  );
  startTlsFront(tls, tlsPort, appPort);
  await waitFor(`http://127.0.0.1:${mailApiPort}/health`, 30_000);
  await waitFor(`http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`, 30_000);
  // The first run builds the app (minutes on two cores), later ones start in seconds.
  await waitFor(`${baseUrl}/api/health`, 900_000, tls.cert).catch((error: unknown) => {
    process.stderr.write(fs.existsSync(appLog) ? fs.readFileSync(appLog, 'utf8').slice(-4000) : '');
    throw error;
  });

  await waitFor(`${plainUrl}/api/health`, 900_000).catch((error: unknown) => {
    process.stderr.write(fs.existsSync(plainLog) ? fs.readFileSync(plainLog, 'utf8').slice(-4000) : '');
    throw error;
  });

  const coolingAccounts = Array.from(
    { length: COOLING_ACCOUNTS },
    (_, n) => `waiting-${Date.now()}-${n}@slow.mail.test`,
  );
  for (const email of coolingAccounts) {
    const reply = await new Client(undefined, baseUrl, tls.cert).post('/api/auth/signup', {
      email,
      password: PASSWORD,
    });
    if (reply.status !== 200) throw new Error(`the sign-up of ${email} answered ${reply.status}`);
  }

  const burstClient = new Client(undefined, baseUrl, tls.cert);
  const statuses: number[] = [];
  let retryAfter = 0;
  for (let n = 0; n <= ERROR_REPORTS_PER_MINUTE; n += 1) {
    const reply = await burstClient.post('/api/errors', errorReport(n));
    statuses.push(reply.status);
    retryAfter = Number(reply.headers['retry-after'] ?? 0);
  }

  project.provide('errorBurst', { peer: burstClient.peer, statuses, retryAfter, at: Date.now() });
  project.provide('coolingAccounts', coolingAccounts);
  project.provide('coolingSince', Date.now());
  project.provide('baseUrl', baseUrl);
  project.provide('plainUrl', plainUrl);
  project.provide('appLog', appLog);
  project.provide('plainLog', plainLog);
  project.provide('ca', tls.cert);
  project.provide('mailApi', `http://127.0.0.1:${mailApiPort}`);
  project.provide('canaryUrl', `http://127.0.0.1:${canaryPort}`);
  project.provide('canaryStats', `http://127.0.0.1:${canaryStatsPort}`);
  project.provide('dataDir', path.join(dir, 'data'));
  project.provide('flagsFile', flagsFile);

  return async () => {
    const received = (await (await fetch(`http://127.0.0.1:${canaryStatsPort}/`)).json()) as string[];
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    for (const server of servers) server.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (received.length > 0)
      throw new Error(`the canary received ${received.length} request(s): ${received.join('; ')}`);
  };
}
