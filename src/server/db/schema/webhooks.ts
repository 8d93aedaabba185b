import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A user's HTTPS endpoint that receives the alerts of watched projects as signed JSON. The signing secret is kept
 * encrypted under a key derived from the app secret (the server must sign with it, so it cannot be hashed); it is
 * shown to the user once, at creation. An endpoint that failed one delivery for 24 hours is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    // AES-256-GCM: base64url of iv, tag and ciphertext, joined by dots.
    secretSealed: text('secret_sealed').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user').on(t.userId, t.createdAt)],
);

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);

/**
 * The queue: one row per event and endpoint. The unique key makes a second enqueue of the same event a no-op;
 * a worker claims due rows with a lease (FOR UPDATE SKIP LOCKED, then lease_until), so two instances never send
 * one row at the same time, and a crashed worker's rows are taken up again once its lease has run out.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    // What is delivered: `alert:<id>`; also the payload's `id`.
    eventKey: text('event_key').notNull(),
    // The exact body, fixed at enqueue so that every attempt sends (and signs) the same bytes.
    payload: text('payload').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // The claim: a random token and how long its holder may take; a result is recorded only under the token.
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event').on(t.endpointId, t.eventKey),
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_time').on(t.endpointId, t.createdAt),
  ],
);
