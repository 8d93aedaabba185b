import { afterAll, beforeAll } from 'vitest';
import { prepareDatabase, type PrepareOptions } from '@/server/setup/prepare-database';
import { createTemplatedTestDatabase, type TestDatabase } from './test-database';
import { useTestDbHandle as installTestDbHandle } from './use-test-db';

export interface PreparedTestDatabaseOptions {
  /** What a start would prepare: migrated and empty (`seed: 'none'`, the default), or the real data sets imported. */
  readonly prepare?: PrepareOptions;
  /** Whether the app's own code answers with this database's handle (the default), or only the test reads it. */
  readonly isAppDatabase?: boolean;
}

/**
 * The test database of one integration test file, on the suite's driver: made and prepared before the file's
 * tests, dropped after them. Files that ask for the same preparation get copies of one database prepared once per
 * run (createTemplatedTestDatabase); without `now`, the real data sets are imported as of the moment the first of
 * them asked. Read it inside tests and in hooks registered after this call. The file still sets its
 * own temporary data folder (a hoisted `useTempDataDir()`), before any import.
 */
export function preparedTestDatabase(
  options: PreparedTestDatabaseOptions = {},
): Pick<TestDatabase, 'handle' | 'openAnother'> {
  let database: TestDatabase | null = null;
  const current = () => {
    if (!database) throw new Error('the test database is made in beforeAll');
    return database;
  };
  beforeAll(async () => {
    const prepare = options.prepare ?? { seed: 'none' };
    const key = JSON.stringify({ prepareDatabase: { ...prepare, now: prepare.now?.toISOString() } });
    database = await createTemplatedTestDatabase(key, (handle) => prepareDatabase(handle, prepare));
    if (options.isAppDatabase ?? true) installTestDbHandle(database.handle);
  });
  afterAll(() => database?.dispose());
  return {
    get handle() {
      return current().handle;
    },
    openAnother: () => current().openAnother(),
  };
}
