import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Request a Quote: the built-in form's submissions, also mailed to the sales address. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    website: text('website'),
    services: text('services').array().notNull(),
    budget: text('budget').notNull(),
    message: text('message').notNull(),
    // The signed-in user who asked, if any.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_requests_time').on(t.createdAt)],
);

/**
 * Analytics events (POST /api/user/events): page views with their timing, tour steps, ... Stored for signed-in
 * users and for visitors who accepted cookies, by visitor cookie.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    eventName: text('event_name').notNull(),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_name_time').on(t.eventName, t.createdAt), index('events_user').on(t.userId)],
);
