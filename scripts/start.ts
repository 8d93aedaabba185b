// npm start: check the configuration, build when the sources are newer than the last build, then serve.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnvOrExit } from './lib/load-env';

const config = loadEnvOrExit();
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

class BuildFailed extends Error {
  constructor(readonly status: number) {
    super(`build failed with status ${status}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Instances started together from one checkout build once: the others wait for the lock, then find the build.
async function ensureBuild(): Promise<void> {
  if (isBuildCurrent()) return;
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
    if (isBuildCurrent()) return;
    console.log('Building Rampart (first start or changed sources)...');
    const result = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // Thrown rather than exiting here, so that the lock below is released for the next start.
    if (result.status !== 0) throw new BuildFailed(result.status ?? 1);
    fs.writeFileSync(buildSettingsFile, buildSettings);
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  try {
    await ensureBuild();
  } catch (error) {
    if (error instanceof BuildFailed) process.exit(error.status);
    throw error;
  }
  const server = spawn(process.execPath, [nextBin, 'start', '--port', String(config.PORT)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
