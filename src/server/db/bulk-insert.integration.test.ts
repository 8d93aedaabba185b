import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { bulkInsert } from './bulk-insert';
import { events } from './schema';

// Strings that the literal of a text array must carry through unchanged: its own syntax, escapes and the word NULL.
const AWKWARD = [
  'plain',
  '',
  'NULL',
  'null',
  'with "quotes"',
  'back\\slash and \\"both\\"',
  '{braces,and,commas}',
  ' spaces around ',
  'line\nbreak\ttab',
  'ünïcødé ✓ 𝄞',
];

describe(`bulkInsert on ${testDriver()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate(database.handle.db);
  });
  afterAll(() => database.dispose());

  it('writes every row as given: text, null and JSON, whatever characters they hold', async () => {
    const items = [...AWKWARD.map((text, index) => ({ text, index })), { text: null, index: AWKWARD.length }];
    await bulkInsert(database.handle.db, events, items, (item) => ({
      visitorId: item.text,
      eventName: `event ${item.index}`,
      properties: { text: item.text, nested: { list: [item.text, '"}{\\', null] } },
    }));
    const rows = await database.handle.db.select().from(events).orderBy(asc(events.id));
    expect(rows.map((row) => [row.visitorId, row.eventName, row.properties])).toEqual(
      items.map((item) => [
        item.text,
        `event ${item.index}`,
        { text: item.text, nested: { list: [item.text, '"}{\\', null] } },
      ]),
    );
  });
});
