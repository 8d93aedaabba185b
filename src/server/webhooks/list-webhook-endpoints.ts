import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { WEBHOOK_DELIVERIES_SHOWN } from '@/config/constants';
import type { WebhookDeliveryView, WebhookEndpointView, WebhooksOutput } from '@/contracts/webhooks';
import type { Executor } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';

type EndpointRow = Pick<typeof webhookEndpoints.$inferSelect, 'id' | 'url' | 'createdAt' | 'disabledAt'>;

/** The endpoints' views with their latest deliveries; never the secret. */
export async function toEndpointViews(
  db: Executor,
  rows: readonly EndpointRow[],
): Promise<WebhookEndpointView[]> {
  if (rows.length === 0) return [];
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.endpointId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  const byEndpoint = new Map<string, WebhookDeliveryView[]>();
  for (const row of deliveries) {
    const list = byEndpoint.get(row.endpointId) ?? [];
    if (list.length >= WEBHOOK_DELIVERIES_SHOWN) continue;
    list.push({
      id: row.id,
      event: row.eventKey,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      httpStatus: row.lastHttpStatus,
      lastError: row.lastError,
    });
    byEndpoint.set(row.endpointId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    status: row.disabledAt ? 'disabled' : 'active',
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    deliveries: byEndpoint.get(row.id) ?? [],
  }));
}

/** GET /api/user/webhooks: the user's endpoints, oldest first, with their latest deliveries. */
export async function listWebhookEndpoints(db: Executor, userId: string): Promise<WebhooksOutput> {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return { endpoints: await toEndpointViews(db, rows) };
}
