import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { securityAlerts } from '../db/schema';
import { AppError } from '../errors/app-error';
import { log } from '../log';
import { notifyWatchersOfAlert, type NotifyOptions, type NotifyResult } from '../watchlists/notify-watchers';

export interface ConfirmResult extends NotifyResult {
  readonly alertId: number;
  /** False when the alert was confirmed already (its watchers are then only warned if they were not yet). */
  readonly wasChanged: boolean;
}

/**
 * Staff review: confirms a reported (or earlier dismissed) security alert, which puts it in the public lists,
 * then warns the watchers of its project. Confirming again is harmless: nobody is warned twice.
 * 404 AlertNotFound for an unknown id.
 */
export async function confirmSecurityAlert(
  db: Db,
  alertId: number,
  options: NotifyOptions = {},
): Promise<ConfirmResult> {
  const [alert] = await db
    .select({ state: securityAlerts.state })
    .from(securityAlerts)
    .where(eq(securityAlerts.id, alertId));
  if (!alert) throw new AppError('AlertNotFound');
  const wasChanged = alert.state !== 'confirmed';
  if (wasChanged) {
    await db.update(securityAlerts).set({ state: 'confirmed' }).where(eq(securityAlerts.id, alertId));
    log.info({ alertId, from: alert.state }, 'security alert confirmed');
  }
  // After the commit of the state: the mails go out for an alert that the site now shows.
  const notified = await notifyWatchersOfAlert(db, alertId, options);
  return { alertId, wasChanged, ...notified };
}
