import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_LEASE_MS } from '@/config/constants';
import type { Executor } from '../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { configuredSiteOrigin } from '../http/site-origin';
import { queueMail } from '../jobs/queue-mail';
import { webhookDisabledMail } from '../integrations/mail-templates';
import { log } from '../log';
import type { AddressPolicy } from '../net/address-policy';
import type { Resolver } from '../net/safe-fetch';
import { postWebhook, type PostResult } from './post-webhook';
import { nextAttemptAfterFailure } from './retry-schedule';
import { unsealSecret } from './seal-secret';

// Deliveries claimed per round: sent side by side, each bounded by its time-out.
const BATCH = 10;

export interface DeliverOptions extends AddressPolicy {
  /** The time of this round (tests move it); now by default. */
  readonly now?: Date;
  readonly resolver?: Resolver;
  /** Where the disabled-endpoint mail links to; NEXTAUTH_URL (or localhost) by default. */
  readonly origin?: string;
}

export interface DeliverResult {
  readonly delivered: number;
  readonly retrying: number;
  readonly failed: number;
}

export interface ClaimedDelivery {
  readonly id: number;
  readonly endpointId: string;
  readonly userId: string;
  readonly url: string;
  readonly secretSealed: string;
  readonly payload: string;
  readonly attempts: number;
  readonly createdAt: Date;
}

/**
 * Claims up to `limit` due deliveries of active endpoints for `token`. The inner SELECT ... FOR UPDATE SKIP
 * LOCKED passes over rows that another instance is claiming this instant, and the lease written in the same
 * statement keeps them from every other claimer until it runs out; a result is recorded only under the token.
 */
export async function claimDueDeliveries(
  db: Executor,
  token: string,
  now: Date,
  limit = BATCH,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + WEBHOOK_LEASE_MS).toISOString();
  const claimed = await db.execute<{
    id: number;
    endpoint_id: string;
    user_id: string;
    url: string;
    secret_sealed: string;
    payload: string;
    attempts: number;
    created_at: string | Date;
  }>(sql`
    update ${webhookDeliveries} d
    set lease_token = ${token}::uuid, lease_until = ${until}::timestamptz
    from ${webhookEndpoints} e
    where e.id = d.endpoint_id and d.id in (
      select q.id from ${webhookDeliveries} q
      join ${webhookEndpoints} qe on qe.id = q.endpoint_id and qe.disabled_at is null
      where q.status = 'pending' and q.next_attempt_at <= ${at}::timestamptz
        and (q.lease_until is null or q.lease_until <= ${at}::timestamptz)
      order by q.next_attempt_at, q.id
      limit ${limit}
      for update of q skip locked)
    returning d.id, d.endpoint_id, e.user_id, e.url, e.secret_sealed, d.payload, d.attempts, d.created_at`);
  return claimed.rows.map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    userId: row.user_id,
    url: row.url,
    secretSealed: row.secret_sealed,
    payload: row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }));
}

/** Disables the endpoint (once: only the call that flips it mails the user) and fails its queued deliveries. */
async function disableEndpoint(db: Executor, delivery: ClaimedDelivery, now: Date, origin: string) {
  const flipped = await db
    .update(webhookEndpoints)
    .set({ disabledAt: now })
    .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (flipped.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: 'endpoint disabled', leaseToken: null, leaseUntil: null })
    .where(
      and(eq(webhookDeliveries.endpointId, delivery.endpointId), eq(webhookDeliveries.status, 'pending')),
    );
  log.warn({ endpointId: delivery.endpointId, userId: delivery.userId }, 'webhook endpoint disabled');
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, delivery.userId));
  if (!owner) return;
  try {
    await queueMail(webhookDisabledMail(owner.email, delivery.url, origin), db);
  } catch (error) {
    // The endpoint shows as disabled in Account Settings all the same.
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'webhook-disabled mail not queued',
    );
  }
}

async function record(
  db: Executor,
  token: string,
  delivery: ClaimedDelivery,
  result: PostResult,
  now: Date,
  origin: string,
): Promise<'delivered' | 'retrying' | 'failed'> {
  const attempts = delivery.attempts + 1;
  const underLease = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.leaseToken, token));
  const common = {
    attempts,
    lastAttemptAt: now,
    lastHttpStatus: result.httpStatus,
    lastError: result.error,
    leaseToken: null,
    leaseUntil: null,
  };
  if (result.ok) {
    await db
      .update(webhookDeliveries)
      .set({ ...common, status: 'delivered', deliveredAt: now })
      .where(underLease);
    return 'delivered';
  }
  const next = nextAttemptAfterFailure({ attempts, createdAt: delivery.createdAt, now });
  if (next) {
    await db
      .update(webhookDeliveries)
      .set({ ...common, nextAttemptAt: next })
      .where(underLease);
    return 'retrying';
  }
  await db
    .update(webhookDeliveries)
    .set({ ...common, status: 'failed' })
    .where(underLease);
  await disableEndpoint(db, delivery, now, origin);
  return 'failed';
}

/**
 * One round of the queue: claims the due deliveries, POSTs each signed with its endpoint's secret, and records
 * the outcome: delivered; to be retried on the backoff schedule; or, 24 hours after it was queued, failed, which
 * disables the endpoint and mails its owner.
 */
export async function deliverDueWebhooks(db: Executor, options: DeliverOptions): Promise<DeliverResult> {
  const now = options.now ?? new Date();
  const origin = options.origin ?? configuredSiteOrigin();
  const token = randomUUID();
  const claimed = await claimDueDeliveries(db, token, now);
  const outcomes = await Promise.all(
    claimed.map(async (delivery) => {
      let result: PostResult;
      try {
        result = await postWebhook({
          url: delivery.url,
          secret: unsealSecret(delivery.secretSealed),
          body: delivery.payload,
          deliveryId: delivery.id,
          now,
          allowLoopback: options.allowLoopback,
          resolver: options.resolver,
        });
      } catch (error) {
        log.warn({ err: error, deliveryId: delivery.id }, 'webhook attempt failed');
        result = { ok: false, httpStatus: null, error: 'internal error' };
      }
      return record(db, token, delivery, result, now, origin);
    }),
  );
  return {
    delivered: outcomes.filter((outcome) => outcome === 'delivered').length,
    retrying: outcomes.filter((outcome) => outcome === 'retrying').length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
  };
}
