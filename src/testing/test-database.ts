import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

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
    // A copy of the empty cluster dumped by the suite's global setup, when it ran (src/testing/pglite-template.ts).
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const handle = await openDatabase(
      template ? { initialDataDir: new Blob([fs.readFileSync(template)]) } : {},
    );
    return {
      handle,
      openAnother: () => Promise.reject(new Error('PGlite in memory has a single connection')),
      dispose: () => handle.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `rampart_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles: DbHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    handles.push(handle);
    return handle;
  };
  const handle = await open();
  return {
    handle,
    openAnother: open,
    async dispose() {
      await Promise.all(handles.map((h) => h.close()));
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
