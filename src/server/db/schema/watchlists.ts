import { sql } from 'drizzle-orm';
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
import { projects } from './projects';

/**
 * A user's named list of project ids. The ids live in one array in their order, so that a change of the list is
 * one UPDATE of one row: atomic, and guarded by the version (optimistic concurrency) without a child table.
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    projects: text('projects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The Idempotency-Key of the create request: a create sent again (after a lost answer or a 504) finds the
    // list it made the first time instead of making a second one.
    requestKey: text('request_key'),
    // Grows by one on every change; an update made on an older version is refused.
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique per user regardless of case; concurrent creates are decided by this index.
    uniqueIndex('watchlists_user_name_lower').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('watchlists_user_request_key').on(t.userId, t.requestKey),
    index('watchlists_user_created').on(t.userId, t.createdAt),
    // Finds the watchers of a project (`projects @> array[id]`) when an alert or a score drop is recorded.
    index('watchlists_projects').using('gin', t.projects),
  ],
);

export const watchlistMarkReason = pgEnum('watchlist_mark_reason', ['security_alert', 'score_drop']);

/**
 * A warning on a watched project, kept per user and project (every list of the user holding the project shows
 * it). The unique key is also the mail's claim: a mark is inserted once, and only its inserter mails, so the same
 * alert or drop never warns anyone twice.
 */
export const watchlistMarks = pgTable(
  'watchlist_marks',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reason: watchlistMarkReason('reason').notNull(),
    // What caused the mark: `alert:<id>` or `drop:<day>`.
    sourceKey: text('source_key').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watchlist_marks_source').on(t.userId, t.projectId, t.reason, t.sourceKey),
    index('watchlist_marks_user_time').on(t.userId, t.createdAt),
  ],
);
