import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last successful refresh of each public source that the refresh reads (src/config/refresh-sources.ts), and
 * the "as of" date of the data it supplied. No row: never refreshed, the shipped snapshot's date holds. A failed
 * refresh writes nothing (it is logged).
 */
export const sourceRefreshes = pgTable('source_refreshes', {
  source: text('source').primaryKey(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull(),
});
