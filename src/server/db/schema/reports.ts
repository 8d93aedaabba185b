import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Client-side failures reported through POST /api/errors. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    trace: text('trace').notNull().default(''),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A hash of title, description and trace: the same report sent again is counted on its first row.
    fingerprint: text('fingerprint'),
    occurrences: integer('occurrences').notNull().default(1),
    // The latest time it was sent: reports not seen for ERROR_REPORT_RETENTION_DAYS are swept.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_reports_time').on(t.createdAt),
    uniqueIndex('error_reports_fingerprint').on(t.fingerprint),
    index('error_reports_last_seen').on(t.lastSeenAt),
  ],
);
