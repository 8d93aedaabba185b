// A throwaway PostgreSQL server of the machine's own version (Debian's postgresql-common), so that a suite may
// stop and start it without touching the server that other tests share.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './free-port';

const VERSION = '15';
const run = promisify(execFile);

export interface PostgresCluster {
  readonly name: string;
  readonly port: number;
  /** A connection string to `database` as the superuser, over TCP with trust authentication. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Resolves once the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctlcluster stop -m fast`: open connections are ended at once, new ones refused. */
  stop(): Promise<void>;
  drop(): void;
}

/** True when the machine can make clusters (pg_createcluster of PostgreSQL 15, run as root). */
export function canCreateClusters(): boolean {
  return (
    fs.existsSync('/usr/bin/pg_createcluster') &&
    fs.existsSync(`/usr/lib/postgresql/${VERSION}/bin/postgres`) &&
    process.getuid?.() === 0
  );
}

export async function createCluster(prefix: string): Promise<PostgresCluster> {
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
  let isDropped = false;
  const drop = () => {
    if (isDropped) return;
    isDropped = true;
    spawnSync('pg_dropcluster', [VERSION, name, '--stop'], { stdio: 'ignore' });
  };
  // A run that dies half-way must not leave a server behind.
  process.once('exit', drop);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: PostgresCluster = {
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
    // Asynchronous: a suite keeps its load running while the server stops and starts.
    start: async () => void (await run('pg_ctlcluster', [VERSION, name, 'start'])),
    stop: async () => void (await run('pg_ctlcluster', [VERSION, name, 'stop', '-m', 'fast'])),
    drop,
  };
  await cluster.start();
  return cluster;
}
