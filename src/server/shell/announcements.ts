import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Announcement } from '@/contracts/shell';
import type { Executor } from '../db/client';
import { announcements } from '../db/schema';

/** The header's banner: the newest active announcement, if any. */
export async function getActiveAnnouncement(db: Executor): Promise<Announcement | null> {
  const [row] = await db
    .select({ content: announcements.content, link: announcements.link, linkText: announcements.linkText })
    .from(announcements)
    .where(eq(announcements.isActive, true))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(1);
  return row ?? null;
}

/** Shows a new banner in place of the current one. */
export async function setAnnouncement(db: Executor, value: Announcement): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(announcements).set({ isActive: false }).where(eq(announcements.isActive, true));
    await tx.insert(announcements).values({ ...value, isActive: true });
  });
}

/** Removes the banner; earlier announcements stay for the record. */
export async function clearAnnouncement(db: Executor): Promise<number> {
  const cleared = await db
    .update(announcements)
    .set({ isActive: false })
    .where(eq(announcements.isActive, true))
    .returning({ id: announcements.id });
  return cleared.length;
}
