import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { PGLITE_TEMPLATE_ENV, TEMPLATE_FOLDER_ENV, TEMPLATE_PREFIX_ENV } from './database-templates';

export type TestDriver = 'pglite' | 'postgres';

/** The driver this run of the integration suite uses (scripts/test-integration.ts runs it once per driver). */
export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  readonly handle: DbHandle;
  /** Opens another handle on the same database: a second "instance". PostgreSQL only. */
  openAnother(): Promise<DbHandle>;
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database of its own: an in-memory PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL, dropped afterwards, so that files and runs never collide.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === 'pglite') {
    // A copy of the empty cluster dumped by the suite's global setup, when it ran (src/testing/database-templates.ts).
    const template = process.env[PGLITE_TEMPLATE_ENV];
    return pgliteDatabase(template ? new Blob([fs.readFileSync(template)]) : undefined);
  }
  return postgresDatabase(adminUrl());
}

/**
 * A fresh database of its own whose first contents `build` makes. `build` runs once per run of the suite and
 * `key`: the first file to ask makes a template of what it built, and every later request with the same key gets a
 * copy of that template instead of building again (the other files wait while it is made). The key must name
 * everything the contents depend on.
 */
export async function createTemplatedTestDatabase(
  key: string,
  build: (handle: DbHandle) => Promise<unknown>,
): Promise<TestDatabase> {
  const id = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return testDriver() === 'pglite' ? pgliteFromTemplate(id, build) : postgresFromTemplate(id, build);
}

async function pgliteDatabase(initialDataDir?: Blob): Promise<TestDatabase> {
  const handle = await openDatabase(initialDataDir ? { initialDataDir } : {});
  return {
    handle,
    openAnother: () => Promise.reject(new Error('PGlite in memory has a single connection')),
    dispose: () => handle.close(),
  };
}

const LOCK_POLL_MS = 100;

async function pgliteFromTemplate(id: string, build: (handle: DbHandle) => Promise<unknown>) {
  const folder = process.env[TEMPLATE_FOLDER_ENV];
  if (!folder) return buildOn(await createTestDatabase(), build);
  const file = path.join(folder, `${id}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return pgliteDatabase(new Blob([fs.readFileSync(file)]));
    try {
      // Whoever makes this folder builds the template; the others wait for its file.
      fs.mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      continue;
    }
    try {
      const database = await buildOn(await createTestDatabase(), build);
      const dump = await database.handle.dumpDataDir!();
      fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${file}.part`, file);
      return database;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function buildOn(database: TestDatabase, build: (handle: DbHandle) => Promise<unknown>) {
  try {
    await build(database.handle);
    return database;
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(admin: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new database on the PostgreSQL server, empty or a copy of `template`. */
async function postgresDatabase(admin: string, template?: string): Promise<TestDatabase> {
  const name = `rampart_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(admin, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const handles: DbHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: databaseUrl(admin, name), poolSize: 4 });
    handles.push(handle);
    return handle;
  };
  const handle = await open();
  return {
    handle,
    openAnother: open,
    async dispose() {
      await Promise.all(handles.map((h) => h.close()));
      await withAdmin(admin, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function postgresFromTemplate(id: string, build: (handle: DbHandle) => Promise<unknown>) {
  const admin = adminUrl();
  const prefix = process.env[TEMPLATE_PREFIX_ENV];
  if (!prefix) return buildOn(await postgresDatabase(admin), build);
  const template = `${prefix}${id}`;
  await withAdmin(admin, async (client) => {
    // One builder per template: the others wait on the lock, then find it made. A builder that dies frees it.
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return;
    // Built under another name and renamed once complete, so that no copy is ever taken of half a template.
    const building = `${template}_building`;
    await client.query(`drop database if exists "${building}" with (force)`);
    await client.query(`create database "${building}"`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(admin, building), poolSize: 4 });
    try {
      await build(handle);
    } finally {
      await handle.close();
    }
    await client.query(`alter database "${building}" rename to "${template}"`);
  });
  return postgresDatabase(admin, template);
}
