import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta } from '@/server/db/schema';
import { createTemplatedTestDatabase, testDriver } from './test-database';

describe(`test databases made from a template on ${testDriver()}`, () => {
  it('build once per key, and each request gets a database of its own with what was built', async () => {
    const key = `test-database-${randomUUID()}`;
    let builds = 0;
    const build = async (handle: Parameters<Parameters<typeof createTemplatedTestDatabase>[1]>[0]) => {
      builds += 1;
      await handle.migrate(handle.db);
      await handle.db.insert(appMeta).values({ key: 'built', value: 'once' });
    };
    const [first, second] = await Promise.all([
      createTemplatedTestDatabase(key, build),
      createTemplatedTestDatabase(key, build),
    ]);
    const third = await createTemplatedTestDatabase(key, build);
    try {
      expect(builds).toBe(1);
      await first.handle.db.update(appMeta).set({ value: 'changed' }).where(eq(appMeta.key, 'built'));
      await second.handle.db.delete(appMeta).where(eq(appMeta.key, 'built'));
      const valueIn = async (database: typeof first) =>
        (await database.handle.db.select().from(appMeta).where(eq(appMeta.key, 'built')))[0]?.value;
      expect([await valueIn(first), await valueIn(second), await valueIn(third)]).toEqual([
        'changed',
        undefined,
        'once',
      ]);
      // Another key builds again.
      const other = await createTemplatedTestDatabase(`${key}-other`, build);
      await other.dispose();
      expect(builds).toBe(2);
    } finally {
      await Promise.all([first, second, third].map((database) => database.dispose()));
    }
  });

  it('leave no template behind when the build fails, and build again on the next request', async () => {
    const key = `test-database-${randomUUID()}`;
    await expect(
      createTemplatedTestDatabase(key, () => Promise.reject(new Error('the build failed'))),
    ).rejects.toThrow('the build failed');
    const database = await createTemplatedTestDatabase(key, (handle) => handle.migrate(handle.db));
    try {
      expect(await database.handle.db.select().from(appMeta)).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
