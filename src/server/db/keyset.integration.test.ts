import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { afterKey, keysetOrder, type KeyColumn, type KeyValue } from './keyset';

await vi.hoisted(async () => {
  const { useTempDataDir } = await import('@/testing/temp-data-dir');
  return useTempDataDir();
});

const database = preparedTestDatabase({ isAppDatabase: false });

// A table of its own: a loss that may be unknown, and a unique id, as the incidents' order by loss has.
const byLoss: KeyColumn[] = [
  { column: sql.raw('loss'), descending: true },
  { column: sql.raw('id'), descending: true },
];

async function page(limit: number, after?: readonly KeyValue[]) {
  const result = await database.handle.db.execute<{ id: number; loss: number | null }>(sql`
    select id, loss from keyset_rows
    where ${after ? afterKey(byLoss, after) : sql`true`}
    order by ${sql.join(keysetOrder(byLoss), sql`, `)}
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    loss: row.loss === null ? null : Number(row.loss),
  }));
}
const keyOf = (row: { id: number; loss: number | null }) => [row.loss, row.id];

beforeAll(async () => {
  const db = database.handle.db;
  await db.execute(sql`create table keyset_rows (id integer primary key, loss double precision)`);
  await db.execute(
    sql`insert into keyset_rows (id, loss) values (1, 50), (2, null), (3, 900), (4, 50), (5, 10), (6, null)`,
  );
});

describe(`keyset paging in the database, on ${testDriver()}`, () => {
  it('sorts by the key, nulls last, and pages through every row once', async () => {
    const first = await page(4);
    expect(first.map((row) => row.id)).toEqual([3, 4, 1, 5]);
    const second = await page(4, keyOf(first.at(-1)!));
    expect(second.map((row) => row.id)).toEqual([6, 2]);
    // After a row of unknown loss come only the others of unknown loss, by id.
    expect((await page(4, keyOf(second[0]!))).map((row) => row.id)).toEqual([2]);
    expect(await page(4, keyOf(second[1]!))).toEqual([]);
  });

  it('starts the next page after the last row shown, whatever was added or removed before it', async () => {
    const first = await page(2);
    const db = database.handle.db;
    await db.execute(sql`delete from keyset_rows where id = 3`);
    await db.execute(sql`insert into keyset_rows (id, loss) values (7, 2000)`);
    expect((await page(2, keyOf(first.at(-1)!))).map((row) => row.id)).toEqual([1, 5]);
  });
});
