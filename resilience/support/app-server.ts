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

/** The configuration every process of the suite shares, instances and workers alike. */
function environmentOf(
  options: AppServerOptions,
  url: string,
  port: number,
  dataDir: string,
): NodeJS.ProcessEnv {
  return {
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
    // The test machine has no internet: the daily refresh of the public sources stays off.
    REFRESH_SOURCES: 'none',
    TEST_HOOKS: 'on',
    // The webhook test's receiver listens on loopback; workers look for queued deliveries often.
    OUTBOUND_ALLOW_LOOPBACK: 'on',
    WEBHOOK_POLL_MS: '300',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

/** Starts a script of the repository in a process group of its own, keeping the tail of what it writes. */
function spawnScript(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', script],
    // A process group of its own: tsx, the script and what it starts can be ended together.
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env },
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
  return { child, output: () => output, exited, killAll };
}

export interface WorkerProcess {
  readonly process: ChildProcess;
  output(): string;
  readonly exited: Promise<number | null>;
  /** SIGKILL ends it at once, as a crash would; SIGTERM asks it to stop as a supervisor does. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `npm run worker` on the suite's services; resolves once it says it is ready. */
export async function startWorker(options: AppServerOptions): Promise<WorkerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-resilience-worker-'));
  // Its "ready" line is written at the info level.
  const env = { ...environmentOf(options, 'http://127.0.0.1:1', 1, dataDir), LOG_LEVEL: 'info' };
  const started = spawnScript('scripts/worker.ts', env);
  const worker: WorkerProcess = {
    process: started.child,
    output: started.output,
    exited: started.exited,
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL') started.killAll();
      else if (started.child.exitCode === null && started.child.signalCode === null) {
        process.kill(-started.child.pid!, signal);
      }
      const code = await started.exited;
      started.killAll();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 5 * 60_000);
  while (!started.output().includes('"msg":"worker ready"')) {
    if (started.child.exitCode !== null) throw new Error(`the worker exited:\n${started.output()}`);
    if (Date.now() > deadline) {
      await worker.stop('SIGKILL');
      throw new Error(`the worker did not start:\n${started.output()}`);
    }
    await sleep(200);
  }
  return worker;
}

export async function startApp(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-resilience-'));
  const {
    child,
    output: outputOf,
    exited,
    killAll,
  } = spawnScript('scripts/start.ts', environmentOf(options, url, port, dataDir));
  const app: AppServer = {
    url,
    process: child,
    output: outputOf,
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
      throw new Error(`the app exited ${child.exitCode}:\n${outputOf()}`);
    }
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await app.stop('SIGKILL');
      throw new Error(`the app on ${url} did not start:\n${outputOf()}`);
    }
    await sleep(500);
  }
  return app;
}
