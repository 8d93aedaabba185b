// One Rampart instance as production runs it: `npm start` (scripts/start.ts builds when the sources changed,
// then serves the build), on a free port, with the given services.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep } from './free-port';

const ROOT = path.resolve(__dirname, '..', '..');
// A shared secret: a session made on one instance must be readable by the others.
export const TEST_SECRET = 'resilience-suite-secret-0123456789abcdef';

export interface AppServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the instance wrote, for a failure's message. */
  output(): string;
  /** Resolves with the exit code of the main process (null if killed by a signal) when it exits. */
  readonly exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface AppServerOptions {
  readonly databaseUrl: string;
  readonly redisUrl?: string;
  readonly smtpUrl?: string;
  /** 'real' imports data/ on the first start of an empty database, as `npm start` does by default. */
  readonly seed?: 'real' | 'none';
  /** Waits this long for the first health answer (a first start builds the app). */
  readonly startTimeoutMs?: number;
}

export async function startApp(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-resilience-'));
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'scripts/start.ts',
    ],
    {
      cwd: ROOT,
      // A process group of its own: tsx, scripts/start.ts and next-server can be ended together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl ?? '',
        SMTP_URL: options.smtpUrl ?? '',
        NEXTAUTH_URL: url,
        NEXTAUTH_SECRET: TEST_SECRET,
        SEED: options.seed ?? 'none',
        IMPORT_DIR: '',
        TEST_HOOKS: 'on',
        // The webhook test's receiver listens on loopback; both instances look for due deliveries often.
        OUTBOUND_ALLOW_LOOPBACK: 'on',
        WEBHOOK_POLL_MS: '300',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killAll = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killAll);
  const app: AppServer = {
    url,
    process: child,
    output: () => output,
    exited,
    /** SIGKILL ends the whole group at once; another signal goes to the main process, as a supervisor sends it. */
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL') killAll();
      else if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      killAll();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 15 * 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      await app.stop('SIGKILL');
      throw new Error(`the app exited ${child.exitCode}:\n${output}`);
    }
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await app.stop('SIGKILL');
      throw new Error(`the app on ${url} did not start:\n${output}`);
    }
    await sleep(500);
  }
  return app;
}
