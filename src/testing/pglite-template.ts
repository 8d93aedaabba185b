// Global setup of the integration suite: on PGlite, one new, empty database cluster is initialised and dumped
// once, and every test database starts from that dump (createTestDatabase) instead of initialising its own, which
// takes seconds each. The databases are as new and as empty as before: each test still migrates its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Where the dump is, for the test workers (they inherit the environment of the run). */
export const PGLITE_TEMPLATE_ENV = 'RAMPART_TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DB_DRIVER === 'postgres') return undefined;
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-pglite-template-'));
  const file = path.join(folder, 'data.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
