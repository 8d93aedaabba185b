// npm test: every suite in the order docs/testing.md gives, each timed, and the app's build once, before the
// suites that start it. Suites of one stage run at the same time: the checks that read the sources; the fault
// suite with the integration suite's PostgreSQL run, which yields the CPU to it; and the end-to-end suite with
// the multi-instance and security suites (each on servers of its own, mostly waiting). The first suite of a stage
// prints as it goes, the others print whole when they end, so that their lines never interleave. It stops after
// the first stage in which a suite fails, as a later one would tell little more, and ends with each failed
// suite's failures again (a log read from its end names them) and the time each suite took. Names after `--` run
// only those suites (`npm test -- lint unit`; `integration` names both of its runs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { failureDigest } from './lib/failure-digest';
import { integrationDrivers, integrationSuiteCommand } from './lib/integration-drivers';

const root = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Suite {
  readonly name: string;
  /** Suites with the same stage run together. */
  readonly stage: string;
  readonly command: readonly [string, ...string[]];
  readonly env?: Readonly<Record<string, string>>;
  /** Runs it under `nice` (Linux), so that the other suites of its stage come first for the CPU. */
  readonly niceness?: number;
}

// `nice` gives a process of niceness 10 about a tenth of the CPU share of one at 0 when both want it.
const BACKGROUND_NICENESS = 10;

const npmScript = (script: string) => [npm, 'run', '--silent', script] as const;

const SUITES: readonly Suite[] = [
  { name: 'typecheck', stage: 'static', command: npmScript('typecheck') },
  { name: 'lint', stage: 'static', command: npmScript('lint') },
  { name: 'format', stage: 'static', command: npmScript('format:check') },
  { name: 'unit', stage: 'static', command: npmScript('test:unit') },
  // PGlite's run alone: it keeps both cores busy.
  { name: 'integration (pglite)', stage: 'integration (pglite)', ...integrationSuiteCommand('pglite') },
  // The production build that the fault, end-to-end, multi-instance and security suites start (each would build
  // it on its first start otherwise): alone, as it keeps both cores busy.
  {
    name: 'build',
    stage: 'build',
    command: [process.execPath, tsx, '--conditions=react-server', 'scripts/start.ts', '--build-only'],
  },
  // The fault suite's outage runs under a paced load of 50 requests a second, whose answers it times (a failure
  // within 5 s, nothing held 10 s): beside the browser tests, on a slow day, the machine served fewer requests
  // than that and the answers queued up, the app's handling of the outage aside. Most of its time is waiting (an
  // outage, a mail server down, shutdowns), which leaves a core or more idle.
  { name: 'faults', stage: 'faults', command: npmScript('test:faults') },
  // Beside the fault suite, at a lower priority: whenever its processes want the CPU, they get it first.
  ...(integrationDrivers().includes('postgres')
    ? [
        {
          name: 'integration (postgres)',
          stage: 'faults',
          niceness: BACKGROUND_NICENESS,
          ...integrationSuiteCommand('postgres'),
        },
      ]
    : []),
  { name: 'e2e', stage: 'e2e', command: npmScript('test:e2e') },
  // Each on servers, a PostgreSQL and a Redis of its own, beside the end-to-end suite: most of their time is
  // waiting (a killed worker's job, the trending list's next computation, a slow mail server, rate limits'
  // windows), which the browser tests fill.
  { name: 'multi', stage: 'e2e', command: npmScript('test:multi') },
  { name: 'security', stage: 'e2e', command: npmScript('test:security') },
];

const formatDuration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

interface Result {
  readonly name: string;
  readonly ms: number;
  readonly status: number;
  /** Everything the suite printed. */
  readonly output: string;
}

/**
 * Runs one suite and keeps what it printed; `live` also streams it as it comes, otherwise it is printed whole once
 * the suite has ended.
 */
function run(suite: Suite, live: boolean): Promise<Result> {
  const started = Date.now();
  const [command, ...args] =
    suite.niceness !== undefined && process.platform === 'linux'
      ? (['nice', '-n', String(suite.niceness), ...suite.command] as const)
      : suite.command;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...suite.env, ...(live ? {} : { FORCE_COLOR: '1' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk);
      if (live) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output.push(chunk);
      if (live) process.stderr.write(chunk);
    });
    const finish = (status: number) => {
      const ms = Date.now() - started;
      if (!live) {
        console.log(`\n▼ ${suite.name} (printed as it ended)`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${status === 0 ? '✔' : '✘'} ${suite.name}: ${formatDuration(ms)}`);
      resolve({ name: suite.name, ms, status, output: Buffer.concat(output).toString('utf8') });
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code ?? 1));
  });
}

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !SUITES.some((suite) => suite.name.startsWith(name)));
  if (unknown.length > 0) {
    console.error(
      `No such suite: ${unknown.join(', ')}. Suites: ${SUITES.map((suite) => suite.name).join(', ')}.`,
    );
    process.exit(2);
  }
  const chosen =
    asked.length === 0 ? SUITES : SUITES.filter((suite) => asked.some((name) => suite.name.startsWith(name)));
  const stages = [...new Set(chosen.map((suite) => suite.stage))].map((stage) =>
    chosen.filter((suite) => suite.stage === stage),
  );

  const results: Result[] = [];
  const started = Date.now();
  for (const stage of stages) {
    console.log(`\n▶ ${stage.map((suite) => suite.name).join(', ')}`);
    const stageResults = await Promise.all(stage.map((suite, index) => run(suite, index === 0)));
    results.push(...stageResults);
    if (stageResults.some((result) => result.status !== 0)) break;
    // The sources have passed `tsc`: the builds of the later suites need not type-check them again.
    if (stageResults.some((result) => result.name === 'typecheck'))
      process.env.RAMPART_SOURCES_TYPECHECKED = '1';
  }

  for (const failed of results.filter((result) => result.status !== 0)) {
    console.log(`\n✘ ${failed.name} failed:`);
    for (const line of failureDigest(failed.output)) console.log(`  ${line}`);
  }

  const width = Math.max(...chosen.map((suite) => suite.name.length));
  console.log('\nSuite durations (suites of one stage ran at the same time):');
  for (const suite of chosen) {
    const result = results.find((done) => done.name === suite.name);
    const outcome = !result ? 'not run' : result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`;
    const duration = result ? formatDuration(result.ms) : '—';
    console.log(`  ${suite.name.padEnd(width)}  ${duration.padStart(10)}  ${outcome}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${formatDuration(Date.now() - started).padStart(10)}`);
  process.exit(results.find((result) => result.status !== 0)?.status ?? 0);
}

void main();
