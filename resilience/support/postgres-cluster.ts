// A throwaway PostgreSQL server of the machine's own version, so that a suite may stop and start it without
// touching the server that other tests share: made with Debian's pg_createcluster when run as root, else (or
// with RESILIENCE_POSTGRES=initdb) with initdb and pg_ctl in a temporary folder.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './free-port';

const VERSION = '15';
const BIN = `/usr/lib/postgresql/${VERSION}/bin`;
const run = promisify(execFile);

export interface PostgresCluster {
  readonly name: string;
  readonly port: number;
  /** A connection string to `database` as the superuser, over TCP with trust authentication. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Resolves once the server accepts connections. */
  start(): Promise<void>;
  /** A fast stop (`-m fast`): open connections are ended at once, new ones refused. */
  stop(): Promise<void>;
  drop(): void;
}

const isRoot = () => process.getuid?.() === 0;
const hasPgCreateCluster = () =>
  process.env.RESILIENCE_POSTGRES !== 'initdb' && fs.existsSync('/usr/bin/pg_createcluster') && isRoot();

/** True when the machine can make clusters: PostgreSQL 15's binaries, and pg_createcluster as root or initdb. */
export function canCreateClusters(): boolean {
  return fs.existsSync(`${BIN}/postgres`) && fs.existsSync(`${BIN}/initdb`);
}

export async function createCluster(prefix: string): Promise<PostgresCluster> {
  return hasPgCreateCluster() ? createDebianCluster(prefix) : createInitdbCluster(prefix);
}

function clusterOf(
  name: string,
  port: number,
  start: () => Promise<void>,
  stop: () => Promise<void>,
  drop: () => void,
): PostgresCluster {
  let isDropped = false;
  const dropOnce = () => {
    if (isDropped) return;
    isDropped = true;
    drop();
  };
  // A run that dies half-way must not leave a server behind.
  process.once('exit', dropOnce);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    name,
    port,
    url,
    async createDatabase(database) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database "${database}"`);
      } finally {
        await client.end();
      }
      return url(database);
    },
    start,
    stop,
    drop: dropOnce,
  };
}

/** initdb and pg_ctl in a temporary folder; as root, they run as the postgres user (initdb refuses root). */
async function createInitdbCluster(prefix: string): Promise<PostgresCluster> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const data = path.join(dir, 'data');
  if (isRoot())
    fs.chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  const as = (command: string, args: string[]): [string, string[]] =>
    isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(...as(`${BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), {
    stdio: 'ignore',
  });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const pgCtl = (args: string[]) => run(...as(`${BIN}/pg_ctl`, ['-D', data, '-w', ...args]));
  const cluster = clusterOf(
    name,
    port,
    async () => void (await pgCtl(['-o', options, '-l', path.join(dir, 'log'), 'start'])),
    async () => void (await pgCtl(['-m', 'fast', 'stop'])),
    () => {
      spawnSync(...as(`${BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
  await cluster.start();
  return cluster;
}

async function createDebianCluster(prefix: string): Promise<PostgresCluster> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  execFileSync('pg_createcluster', [VERSION, name, '--port', String(port), '--start-conf', 'manual'], {
    stdio: 'ignore',
  });
  // Loopback only, no passwords: the cluster lives for one test run.
  fs.writeFileSync(
    `/etc/postgresql/${VERSION}/${name}/pg_hba.conf`,
    'local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n',
  );
  fs.appendFileSync(
    `/etc/postgresql/${VERSION}/${name}/postgresql.conf`,
    "\nlisten_addresses = '127.0.0.1'\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n",
  );
  const cluster = clusterOf(
    name,
    port,
    // Asynchronous: a suite keeps its load running while the server stops and starts.
    async () => void (await run('pg_ctlcluster', [VERSION, name, 'start'])),
    async () => void (await run('pg_ctlcluster', [VERSION, name, 'stop', '-m', 'fast'])),
    () => void spawnSync('pg_dropcluster', [VERSION, name, '--stop'], { stdio: 'ignore' }),
  );
  await cluster.start();
  return cluster;
}
