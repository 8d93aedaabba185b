// npm start: check the configuration, build when the sources are newer than the last build, then serve.
// `--build-only` stops after the build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addCompileHints, chunksDirOf } from './lib/compile-hints';
import { loadEnvOrExit, UNKNOWN_CLIENT_WARNING } from './lib/load-env';

const config = loadEnvOrExit();
// Next does not hand the socket's address to the app: only a trusted proxy's X-Forwarded-For tells clients apart.
if (config.TRUSTED_PROXIES === 0) console.warn(UNKNOWN_CLIENT_WARNING);
const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const lockDir = path.join(root, '.build.lock');
const BUILD_INPUTS = [
  'src',
  'content',
  'drizzle',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

// Settings that the build bakes in (the security headers allow the outside hosts of the integrations switched
// on, and the root layout passes the quote form's ids): a change of them needs a new build.
const buildSettingsFile = path.join(root, '.next', 'build-settings.json');
const buildSettings = JSON.stringify({
  hubspot: [config.HUBSPOT_PORTAL_ID ?? null, config.HUBSPOT_FORM_ID ?? null],
  ga: config.GA_MEASUREMENT_ID ?? null,
});

function isBuildCurrent(): boolean {
  if (!fs.existsSync(buildId)) return false;
  if (!fs.existsSync(buildSettingsFile) || fs.readFileSync(buildSettingsFile, 'utf8') !== buildSettings)
    return false;
  const built = fs.statSync(buildId).mtimeMs;
  return BUILD_INPUTS.every((input) => newestMtime(path.join(root, input)) <= built);
}

// How long requests in flight may take to finish after a stop signal (under Kubernetes' 30 s default).
const SHUTDOWN_GRACE_MS = 25_000;
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Instances started together from one checkout build once: the others wait for the lock, then find the build.
async function ensureBuild(): Promise<number> {
  if (isBuildCurrent()) return 0;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than 20 minutes belongs to a build that died.
      if (Date.now() - fs.statSync(lockDir, { throwIfNoEntry: false })!.mtimeMs > 20 * 60_000) {
        fs.rmSync(lockDir, { recursive: true, force: true });
      }
      await sleep(1000);
    }
  }
  try {
    if (isBuildCurrent()) return 0;
    console.log('Building Rampart (first start or changed sources)...');
    const result = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) return result.status ?? 1;
    // The build step of `npm run build` too (decision 0015): a build made here is served as one made there.
    addCompileHints(chunksDirOf(root));
    fs.writeFileSync(buildSettingsFile, buildSettings);
    return 0;
  } finally {
    // Before any exit: a lock left behind would hold every later start for 20 minutes.
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const buildStatus = await ensureBuild();
  // `--build-only`: the build that a later start then finds current (`npm test` builds once, before its suites
  // that start the app).
  if (buildStatus !== 0 || process.argv.includes('--build-only')) process.exit(buildStatus);
  const server = spawn(process.execPath, [nextBin, 'start', '--port', String(config.PORT)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // `next start` stops taking connections on SIGTERM or SIGINT, finishes the requests in flight, then exits
  // 143 or 130: a shutdown that was asked for and went cleanly is a success (0) for a process manager.
  let stopSignal: keyof typeof SIGNAL_EXIT_CODES | null = null;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopSignal) return;
      stopSignal = signal;
      server.kill(signal);
      // A request that never ends must not keep the process from stopping.
      setTimeout(() => server.kill('SIGKILL'), SHUTDOWN_GRACE_MS).unref();
    });
  }
  server.on('exit', (code, signal) => {
    const isCleanStop =
      stopSignal !== null && (code === SIGNAL_EXIT_CODES[stopSignal] || signal === stopSignal);
    process.exit(isCleanStop ? 0 : (code ?? 1));
  });
}

void main();
