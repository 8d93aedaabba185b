import 'server-only';
import { sql } from 'drizzle-orm';
import type { WebhookAlertPayload } from '@/contracts/webhooks';
import type { Executor } from '../db/client';
import { webhookDeliveries, webhookEndpoints, watchlists } from '../db/schema';

export interface AlertWebhookEvent {
  readonly alertId: number;
  readonly projectId: string;
  readonly projectName: string;
  readonly type: string;
  readonly occurredAt: Date;
  /** Null when unknown or awaiting review. */
  readonly lossUsd: number | null;
  readonly detail: string;
  readonly origin: string;
  readonly now?: Date;
}

export const alertEventKey = (alertId: number) => `alert:${alertId}`;

/**
 * Queues the alert for every active endpoint of every user watching its project: one row per endpoint, and the
 * unique (endpoint, event) key makes a second call, or a concurrent one on another instance, queue nothing.
 * Answers how many rows were queued now.
 */
export async function enqueueAlertWebhooks(db: Executor, event: AlertWebhookEvent): Promise<number> {
  const now = event.now ?? new Date();
  const payload: WebhookAlertPayload = {
    id: alertEventKey(event.alertId),
    type: 'watchlist.security_alert',
    createdAt: now.toISOString(),
    project: {
      id: event.projectId,
      name: event.projectName,
      url: `${event.origin}/projects/${encodeURIComponent(event.projectId)}`,
    },
    alert: {
      id: event.alertId,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      lossUsd: event.lossUsd,
      detail: event.detail,
    },
  };
  const inserted = await db.execute<{ id: number }>(sql`
    insert into ${webhookDeliveries} (endpoint_id, event_key, payload, next_attempt_at, created_at)
    select e.id, ${payload.id}, ${JSON.stringify(payload)}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from ${webhookEndpoints} e
    where e.disabled_at is null
      and exists (select 1 from ${watchlists} w where w.user_id = e.user_id and w.projects @> array[${event.projectId}]::text[])
    on conflict (endpoint_id, event_key) do nothing
    returning id`);
  return inserted.rows.length;
}
