import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { securityAlerts } from '../db/schema';
import { log } from '../log';
import { notifyWatchersOfAlert, type NotifyOptions } from './notify-watchers';

export interface ImportedAlertsNotified {
  /** Incidents whose watchers were warned now. */
  readonly alerts: number;
  readonly marked: number;
  readonly mailed: number;
}

/**
 * Warns the watchers of every incident that an import or a refresh brought to a project (`watchers_pending`),
 * as a confirmed report does: a mark, a mail to those who want them, and the alert webhooks. Each incident is
 * done in one transaction with the flag cleared, so that a crash half-way leaves it whole for the next run, and
 * notifyWatchersOfAlert's own claims keep two runs at once from warning anyone twice.
 */
export async function notifyImportedAlerts(
  db: Db,
  options: NotifyOptions = {},
): Promise<ImportedAlertsNotified> {
  const pending = await db
    .select({ id: securityAlerts.id })
    .from(securityAlerts)
    .where(eq(securityAlerts.watchersPending, true))
    .orderBy(asc(securityAlerts.id));
  const total = { alerts: 0, marked: 0, mailed: 0 };
  for (const { id } of pending) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(securityAlerts)
        .set({ watchersPending: false })
        .where(and(eq(securityAlerts.id, id), eq(securityAlerts.watchersPending, true)))
        .returning({ id: securityAlerts.id });
      // Another runner has taken it.
      if (!claimed) return null;
      return notifyWatchersOfAlert(tx, id, options);
    });
    if (!done) continue;
    total.alerts += 1;
    total.marked += done.marked;
    total.mailed += done.mailed;
  }
  if (total.alerts > 0) log.info(total, 'watchers of imported incidents notified');
  return total;
}
