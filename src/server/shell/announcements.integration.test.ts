import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver, type TestDatabase } from '@/testing/test-database';
import { prepareDatabase } from '@/server/db/prepare-database';
import { clearAnnouncement, getActiveAnnouncement, setAnnouncement } from './announcements';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: 'none' });
});
afterAll(() => database.dispose());

describe(`announcements on ${testDriver()}`, () => {
  it('shows the newest set announcement, and none once cleared', async () => {
    const db = database.handle.db;
    expect(await getActiveAnnouncement(db)).toBeNull();
    await setAnnouncement(db, { content: 'Scheduled maintenance tonight.', link: null, linkText: null });
    await setAnnouncement(db, {
      content: 'New: Skytrace reports.',
      link: '/products/skytrace',
      linkText: 'See how',
    });
    expect(await getActiveAnnouncement(db)).toEqual({
      content: 'New: Skytrace reports.',
      link: '/products/skytrace',
      linkText: 'See how',
    });
    expect(await clearAnnouncement(db)).toBe(1);
    expect(await getActiveAnnouncement(db)).toBeNull();
    expect(await clearAnnouncement(db)).toBe(0);
  });
});
