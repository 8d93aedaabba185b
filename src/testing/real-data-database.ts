import { afterAll, beforeAll } from 'vitest';
import { prepareDatabase } from '@/server/db/prepare-database';
import { createTestDatabase, type TestDatabase } from './test-database';
import { useTestDbHandle as installTestDbHandle } from './use-test-db';

/**
 * A test database of the suite's driver holding what a first start imports (the real data sets of data/), made
 * before the file's tests and the handle the app's code uses; dropped after them. Read `.current` inside tests.
 * The file still sets its own temporary data folder (a hoisted `useTempDataDir()`), before any import.
 */
export function realDataDatabase(): { readonly current: TestDatabase } {
  const holder: { current: TestDatabase | null } = { current: null };
  beforeAll(async () => {
    const database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: 'real', now: new Date() });
    installTestDbHandle(database.handle);
    holder.current = database;
  });
  afterAll(() => holder.current?.dispose());
  return {
    get current() {
      if (!holder.current) throw new Error('the real-data database is made in beforeAll');
      return holder.current;
    },
  };
}
