import { describe, expect, it } from 'vitest';
import { preparedTestDatabase } from '@/testing/prepared-test-database';
import { testDriver } from '@/testing/test-database';
import { clearAnnouncement, getActiveAnnouncement, setAnnouncement } from './announcements';

const database = preparedTestDatabase({ isAppDatabase: false });

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
