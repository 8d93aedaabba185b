import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('error_reports_time').on(t.createdAt)],
);
