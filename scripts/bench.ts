// npm run bench: the performance figures of docs/benchmarks.md, measured on this machine.
//  1. the score engine (pure function) throughput;
//  2. `npm run seed -- --projects 100000` on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), in a fresh
//     database of its own, and the leaderboard query on the 100,000 projects it leaves;
//  3. `npm run import -- --all ../shared/data` into a fresh embedded database (when the folder is there);
//  4. HTTP throughput of a production server on loopback: /api/health/live is the ceiling of the same run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { computeScore, type SignalInput } from '../src/lib/score/compute-score';
import { SIGNALS } from '../src/lib/score/methodology';
import { createRandom } from '../src/lib/random';
import { openDatabase } from '../src/server/db/client';
import { listLeaderboard } from '../src/server/projects/list-leaderboard';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const lines: string[] = [];
const report = (line: string) => {
  console.log(line);
  lines.push(line);
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function benchEngine(): void {
  const random = createRandom(1);
  const now = new Date();
  const inputs: SignalInput[][] = Array.from({ length: 10_000 }, () =>
    SIGNALS.map((s) => ({
      key: s.key,
      value: random.chance(0.1) ? null : random.float(0, 1000),
      measuredAt: now,
    })),
  );
  const started = performance.now();
  for (const input of inputs) computeScore(input, now);
  const ms = performance.now() - started;
  report(
    `| Score engine | ${inputs.length.toLocaleString('en')} projects of 18 signals | ${ms.toFixed(0)} ms (${Math.round(inputs.length / (ms / 1000)).toLocaleString('en')} projects/s) |`,
  );
}

// The public data sets beside the repository, as the integration tests read them.
const SHARED_DATA = path.resolve(root, '..', 'shared', 'data');

function benchImport(): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bench-import-'));
  try {
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      [tsx, '--conditions=react-server', 'scripts/import.ts', '--all', SHARED_DATA],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'none' },
        encoding: 'utf8',
      },
    );
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
    report(
      `| \`npm run import -- --all ../shared/data\` on PGlite | empty database, migrations included; 2,072 projects, 2,578 tokens, 857 incidents, 459 audits | ${seconds.toFixed(1)} s (target: under 30 s) |`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchSeed(adminUrl: string): Promise<void> {
  const name = `rampart_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      [tsx, '--conditions=react-server', 'scripts/seed.ts', '--projects', '100000'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url.toString(), SEED: 'none' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (result.status !== 0) throw new Error('seed failed');
    const seconds = (performance.now() - started) / 1000;
    report(
      `| \`npm run seed -- --projects 100000\` on PostgreSQL | empty database, migrations included | ${seconds.toFixed(1)} s (target: under 120 s) |`,
    );

    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      const times: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const t = performance.now();
        await listLeaderboard(handle.db, {
          sort: { field: 'rank', order: 'asc' },
          filter: {},
          currentPage: 1 + (i % 10) * 100,
          dataPerPage: 25,
        });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      report(
        `| Leaderboard page query on 100,000 projects | 30 pages of 25, pages 1 to 901 | p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms |`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not come up at ${url}`);
}

async function load(url: string, total: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: total / seconds, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function benchHttp(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bench-'));
  const port = 3900 + (process.pid % 90);
  const server: ChildProcess = spawn(
    process.execPath,
    [tsx, '--conditions=react-server', 'scripts/start.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, 300_000);
    for (const [label, endpoint, total] of [
      ['GET /api/health/live (ceiling)', '/api/health/live', 3000],
      ['GET /api/health (database round trip)', '/api/health', 3000],
      ['GET / (server-rendered leaderboard)', '/', 500],
    ] as const) {
      await load(`${base}${endpoint}`, 50, 5);
      const r = await load(`${base}${endpoint}`, total, 10);
      report(
        `| ${label} | ${total} requests, 10 concurrent, embedded PGlite | ${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms |`,
      );
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  report('| Benchmark | Conditions | Result |');
  report('| --- | --- | --- |');
  benchEngine();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchSeed(adminUrl);
  else console.log('BENCH_DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL seed benchmark left out.');
  if (fs.existsSync(SHARED_DATA)) benchImport();
  else console.log(`${SHARED_DATA} not found: import benchmark left out.`);
  await benchHttp();

  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const doc = `# Benchmarks

Figures measured by \`npm run bench\` (scripts/bench.ts), which rewrites this file. Benchmarks are never timed
tests: they run on demand, and the numbers below are what the last run saw.

Last run: ${new Date().toISOString().slice(0, 10)} on ${machine}.

${lines.join('\n')}

How to read them:
- The PostgreSQL seed runs \`npm run seed -- --projects 100000\` as a user would, into a fresh database: it
  applies the migrations, inserts 100,000 projects, their tokens and 1,800,000 signals, scores every project,
  writes the day's history and ranks them all.
- The import runs \`npm run import -- --all ../shared/data\` as a user would, into a fresh embedded database: it
  applies the migrations, validates every record, upserts them, links incidents and audits to projects,
  derives their signals and scores every project.
- \`GET /api/health/live\` touches neither the database nor the session: it is the ceiling that the other HTTP
  figures of the same run are measured against.
- The HTTP load comes from the same machine over loopback, so client and server share its cores.
`;
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', 'benchmarks.md'), doc);
  console.log('\nWrote docs/benchmarks.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
