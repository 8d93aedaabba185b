import 'server-only';
import { count, eq } from 'drizzle-orm';
import { MAX_WEBHOOK_ENDPOINTS_PER_USER } from '@/config/constants';
import type { CreatedWebhook } from '@/contracts/webhooks';
import type { Db } from '../db/client';
import { users, webhookEndpoints } from '../db/schema';
import { AppError } from '../errors/app-error';
import { log } from '../log';
import type { AddressPolicy } from '../net/address-policy';
import { checkOutboundTarget, OutboundRefused, type Resolver } from '../net/safe-fetch';
import { toEndpointViews } from './list-webhook-endpoints';
import { newWebhookSecret, sealSecret } from './seal-secret';

export interface CreateWebhookOptions extends AddressPolicy {
  readonly userId: string;
  readonly url: string;
  readonly resolver?: Resolver;
}

/**
 * Adds an endpoint and answers it with its signing secret, the one time the secret leaves the server. A URL that
 * is not https, or whose name resolves to a private, loopback or link-local address, is 400 WebhookUrlRefused;
 * a 4th endpoint is 400 TooManyWebhooks (counted under the user's row lock, so parallel adds cannot outrun it).
 */
export async function createWebhookEndpoint(db: Db, options: CreateWebhookOptions): Promise<CreatedWebhook> {
  let url: URL;
  try {
    url = await checkOutboundTarget(options.url, options, options.resolver);
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    throw new AppError('WebhookUrlRefused', `webhook URL refused: ${error.reason}`);
  }
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!owner) throw new AppError('UserNotFound');
    const [existing] = await tx
      .select({ endpoints: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, options.userId));
    if ((existing?.endpoints ?? 0) >= MAX_WEBHOOK_ENDPOINTS_PER_USER) throw new AppError('TooManyWebhooks');
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ userId: options.userId, url: url.toString(), secretSealed: sealSecret(secret) })
      .returning();
    return created!;
  });
  log.info({ userId: options.userId, endpointId: row.id }, 'webhook endpoint added');
  const [endpoint] = await toEndpointViews(db, [row]);
  return { endpoint: endpoint!, secret };
}
