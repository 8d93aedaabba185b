import 'server-only';
import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@/contracts/user';
import type { Executor } from '../db/client';
import { notificationSettings } from '../db/schema';
import { AppError } from '../errors/app-error';

type SettingsRow = typeof notificationSettings.$inferSelect;

const toSettings = (row: SettingsRow): NotificationSettings => ({
  id: row.id,
  securityAlerts: row.securityAlerts,
  scoreChanges: row.scoreChanges,
  productNews: row.productNews,
  isUnsubscribed: row.unsubscribedAt !== null,
});

/** The settings of a user (created with defaults when missing), or of an unsubscribe link's id. */
export async function getNotificationSettings(
  db: Executor,
  by: { userId: string } | { id: string },
): Promise<NotificationSettings> {
  if ('id' in by) {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.id, by.id));
    if (!row) throw new AppError('NotFound');
    return toSettings(row);
  }
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId: by.userId })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { userId: by.userId } })
    .returning();
  return toSettings(row!);
}

export interface SettingsChoice {
  readonly securityAlerts: boolean;
  readonly scoreChanges: boolean;
  readonly productNews: boolean;
}

/** Saves the signed-in user's choices; choosing any mail again ends an earlier unsubscribe. */
export async function updateNotificationSettings(db: Executor, userId: string, choice: SettingsChoice) {
  const isAny = choice.securityAlerts || choice.scoreChanges || choice.productNews;
  const values = { ...choice, unsubscribedAt: isAny ? null : new Date(), updatedAt: new Date() };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    .returning();
  return toSettings(row!);
}

/** The unsubscribe link: stops every mail of the settings' owner, without signing in. */
export async function unsubscribe(db: Executor, id: string): Promise<NotificationSettings> {
  const [row] = await db
    .update(notificationSettings)
    .set({
      securityAlerts: false,
      scoreChanges: false,
      productNews: false,
      unsubscribedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(notificationSettings.id, id))
    .returning();
  if (!row) throw new AppError('NotFound');
  return toSettings(row);
}
