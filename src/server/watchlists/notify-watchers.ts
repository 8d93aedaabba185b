import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { WATCHED_SCORE_DROP_POINTS } from '@/config/constants';
import { formatUsdCompact } from '@/lib/format';
import { round } from '@/lib/score/compute-score';
import type { Executor } from '../db/client';
import {
  notificationSettings,
  projects,
  securityAlerts,
  users,
  watchlistMarks,
  watchlists,
} from '../db/schema';
import { configuredSiteOrigin } from '../http/site-origin';
import type { MailMessage } from '../integrations/mail';
import { queueJob } from '../jobs/job-queue';
import { queueMail } from '../jobs/queue-mail';
import { JOB_QUEUES } from '../jobs/queues';
import {
  watchedAlertMail,
  watchedScoreDropMail,
  type WatchedScoreDropFields,
} from '../integrations/mail-templates';
import { log } from '../log';
import { enqueueAlertWebhooks } from '../webhooks/enqueue-alert-webhooks';

export interface NotifyResult {
  /** Marks added now (one per watcher and project); none when the event was already noted. */
  readonly marked: number;
  /** Mails queued now (sent by the mail jobs). */
  readonly mailed: number;
}

export interface NotifyOptions {
  /** The site's origin for the links in the mails; NEXTAUTH_URL (or localhost) by default. */
  readonly origin?: string;
}

type MarkReason = (typeof watchlistMarks.$inferInsert)['reason'];

/**
 * Marks the project for every user who has it in any list. The insert is the claim: a mark that exists already
 * (this event was noted before, or by a concurrent call) is not returned, so nobody is warned twice.
 */
async function markWatchers(
  db: Executor,
  mark: { projectId: string; reason: MarkReason; sourceKey: string; detail: string },
): Promise<string[]> {
  const inserted = await db.execute<{ user_id: string }>(sql`
    insert into ${watchlistMarks} (user_id, project_id, reason, source_key, detail)
    select distinct w.user_id, ${mark.projectId}, ${mark.reason}::watchlist_mark_reason, ${mark.sourceKey}, ${mark.detail}
    from ${watchlists} w
    where w.projects @> array[${mark.projectId}]::text[]
    on conflict (user_id, project_id, reason, source_key) do nothing
    returning user_id`);
  return inserted.rows.map((row) => row.user_id);
}

interface Recipient {
  readonly userId: string;
  readonly email: string;
  readonly settingsId: string;
}

/**
 * The users among these who want mails of this kind: a verified address, the setting on and not unsubscribed.
 * Users without settings get the default ones (every notification on) stored now, for the unsubscribe link.
 */
async function recipients(
  db: Executor,
  userIds: readonly string[],
  setting: 'securityAlerts' | 'scoreChanges',
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  await db
    .insert(notificationSettings)
    .values(userIds.map((userId) => ({ userId })))
    .onConflictDoNothing({ target: notificationSettings.userId });
  return db
    .select({ userId: users.id, email: users.email, settingsId: notificationSettings.id })
    .from(users)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        inArray(users.id, [...userIds]),
        isNotNull(users.emailVerifiedAt),
        eq(notificationSettings[setting], true),
        sql`${notificationSettings.unsubscribedAt} is null`,
      ),
    );
}

/** Queues each mail on its own: one that cannot be queued is logged and does not hold back the others. */
async function sendAll(db: Executor, mails: readonly MailMessage[]): Promise<number> {
  let queued = 0;
  for (const mail of mails) {
    try {
      await queueMail(mail, db);
      queued += 1;
    } catch (error) {
      // The mark stays, so the warning is still seen in the app.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'watcher mail not queued');
    }
  }
  return queued;
}

const unsubscribeUrl = (origin: string, settingsId: string) => `${origin}/unsubscribe/${settingsId}`;

/**
 * Warns the watchers of a project about a confirmed security alert: one mark per watcher, and one mail to each of
 * them who wants security alert mails. Anything but a confirmed alert linked to a listed project does nothing.
 * Idempotent: a second call marks and mails nobody.
 */
export async function notifyWatchersOfAlert(
  db: Executor,
  alertId: number,
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  const [alert] = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      state: securityAlerts.state,
      type: securityAlerts.type,
      occurredAt: securityAlerts.occurredAt,
      lossUsd: securityAlerts.lossUsd,
      lossReview: securityAlerts.lossReview,
    })
    .from(securityAlerts)
    .innerJoin(projects, eq(projects.id, securityAlerts.projectId))
    .where(eq(securityAlerts.id, alertId));
  if (!alert || alert.state !== 'confirmed') return { marked: 0, mailed: 0 };

  // An implausible loss awaiting review is not repeated to anyone.
  const loss =
    alert.lossUsd === null || alert.lossReview === 'pending'
      ? ''
      : `, ${formatUsdCompact(alert.lossUsd)} lost`;
  const detail = `${alert.type} on ${alert.occurredAt.toISOString().slice(0, 10)}${loss}`;
  const marked = await markWatchers(db, {
    projectId: alert.projectId,
    reason: 'security_alert',
    sourceKey: `alert:${alertId}`,
    detail,
  });
  const origin = options.origin ?? configuredSiteOrigin();
  // Webhooks are queued for every watcher's endpoints, not only the newly marked: the queue's own unique key
  // keeps a second call from queueing twice, and an earlier call that stopped half-way is completed.
  const queued = await enqueueAlertWebhooks(db, {
    alertId,
    projectId: alert.projectId,
    projectName: alert.projectName,
    type: alert.type,
    occurredAt: alert.occurredAt,
    lossUsd: alert.lossUsd === null || alert.lossReview === 'pending' ? null : Number(alert.lossUsd),
    detail,
    origin,
  });
  // A runner sends them now rather than at its next minute's look.
  if (queued > 0) await queueJob(JOB_QUEUES.deliverWebhooks, {}, { db });
  const to = await recipients(db, marked, 'securityAlerts');
  const mailed = await sendAll(
    db,
    to.map((recipient) =>
      watchedAlertMail(
        recipient.email,
        { projectId: alert.projectId, projectName: alert.projectName, detail },
        origin,
        unsubscribeUrl(origin, recipient.settingsId),
      ),
    ),
  );
  log.info({ alertId, marked: marked.length, mailed, queued }, 'watchers of an alert notified');
  return { marked: marked.length, mailed };
}

/**
 * Warns the watchers of every project whose score on `day` (YYYY-MM-DD) is WATCHED_SCORE_DROP_POINTS or more
 * below its score the day before: one mark per watcher and project, and one mail per watcher, listing the drops,
 * to those who want score change mails. Idempotent per day.
 */
export async function notifyWatchersOfScoreDrops(
  db: Executor,
  day: string,
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  // Compared as numeric: 8.2 - 3.2 is 4.999999999999999 in floating point, and must count as a 5-point drop.
  const drops = await db.execute<{ project_id: string; name: string; before: number; after: number }>(sql`
    select t.project_id, p.name, y.score as before, t.score as after
    from score_history t
    join score_history y on y.project_id = t.project_id and y.day = t.day - 1
    join ${projects} p on p.id = t.project_id
    where t.day = ${day}::date and t.score is not null and y.score is not null
      and round((y.score - t.score)::numeric, 6) >= ${WATCHED_SCORE_DROP_POINTS}
      and exists (select 1 from ${watchlists} w where w.projects @> array[t.project_id]::text[])
    order by p.name, t.project_id`);

  const newDrops = new Map<string, WatchedScoreDropFields[]>();
  let marked = 0;
  for (const drop of drops.rows) {
    const before = round(Number(drop.before));
    const after = round(Number(drop.after));
    const detail = `score fell ${round(before - after)} points, from ${before} to ${after} on ${day}`;
    const users = await markWatchers(db, {
      projectId: drop.project_id,
      reason: 'score_drop',
      sourceKey: `drop:${day}`,
      detail,
    });
    marked += users.length;
    for (const userId of users) {
      const list = newDrops.get(userId) ?? [];
      list.push({ projectId: drop.project_id, projectName: drop.name, detail });
      newDrops.set(userId, list);
    }
  }

  const origin = options.origin ?? configuredSiteOrigin();
  const to = await recipients(db, [...newDrops.keys()], 'scoreChanges');
  const mailed = await sendAll(
    db,
    to.map((recipient) =>
      watchedScoreDropMail(
        recipient.email,
        newDrops.get(recipient.userId) ?? [],
        origin,
        unsubscribeUrl(origin, recipient.settingsId),
      ),
    ),
  );
  if (marked > 0)
    log.info({ day, drops: drops.rows.length, marked, mailed }, 'watchers of score drops notified');
  return { marked, mailed };
}
