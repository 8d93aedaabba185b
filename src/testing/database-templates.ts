// Global setup of the integration suite. Every test file opens a new database of its own; what it starts from is
// made once per run and copied after that, because making it takes seconds (an empty PGlite cluster) to half a
// minute (the real data sets imported):
// - on PGlite, a new, empty cluster is initialised and dumped here, and every test database starts from that dump;
// - the first file that asks for prepared contents (migrated, or with data imported: createTemplatedTestDatabase)
//   makes them and keeps a copy in this run's folder (PGlite) or as a template database (PostgreSQL), which the
//   later files with the same request copy. The copies are dropped when the run ends.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Where the dump of the empty cluster is, for the test workers (they inherit the environment of the run). */
export const PGLITE_TEMPLATE_ENV = 'RAMPART_TEST_PGLITE_TEMPLATE';
/** This run's folder of prepared PGlite copies and locks. */
export const TEMPLATE_FOLDER_ENV = 'RAMPART_TEST_TEMPLATE_FOLDER';
/** This run's prefix of the names of its PostgreSQL template databases. */
export const TEMPLATE_PREFIX_ENV = 'RAMPART_TEST_TEMPLATE_PREFIX';

export default async function setup(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-test-templates-'));
  process.env[TEMPLATE_FOLDER_ENV] = folder;
  const prefix = `rampart_tpl_${randomBytes(4).toString('hex')}_`;
  process.env[TEMPLATE_PREFIX_ENV] = prefix;
  const postgres = process.env.TEST_DB_DRIVER === 'postgres';
  if (!postgres) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(folder, 'empty-cluster.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  }
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (postgres && process.env.TEST_DATABASE_URL) await dropTemplates(process.env.TEST_DATABASE_URL, prefix);
  };
}

async function dropTemplates(adminUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
