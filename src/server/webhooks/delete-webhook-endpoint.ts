import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { AppError } from '../errors/app-error';

/** Removes one of the user's endpoints with its queued deliveries; another user's or an unknown id is 404. */
export async function deleteWebhookEndpoint(db: Executor, userId: string, id: string): Promise<{ ok: true }> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError('NotFound', 'no such webhook endpoint of this user');
  return { ok: true };
}
