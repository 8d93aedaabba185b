import type { DbHandle } from '@/server/db/client';

/** Makes the app's database singleton (src/server/db/db.ts) answer with a test database's handle. */
export function useTestDbHandle(handle: DbHandle): void {
  (globalThis as unknown as { rampartDb?: Promise<DbHandle> }).rampartDb = Promise.resolve(handle);
}
