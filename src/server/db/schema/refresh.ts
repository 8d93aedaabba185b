import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last successful refresh of each public source that the refresh reads (src/config/refresh-sources.ts), and
 * the "as of" date of the data it supplied. No row: never refreshed, the shipped snapshot's date holds. A failed
 * refresh leaves it as it is (its report is kept in source_refresh_runs).
 */
export const sourceRefreshes = pgTable('source_refreshes', {
  source: text('source').primaryKey(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull(),
});

/** A record of a source's answer that the refresh skipped: where it was, what it is called, and why. */
export interface SkippedSourceRecord {
  readonly position: number;
  readonly key: string | null;
  readonly reason: string;
}

/**
 * The report of every refresh of a source, successful or not, for staff: what it read, what it changed, what it
 * skipped and why, and why a run was refused whole. The record count of the last successful run is the band a
 * next answer is judged against (src/server/refresh/source-health.ts).
 */
export const sourceRefreshRuns = pgTable(
  'source_refresh_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    // refreshed: every record read; partial: refreshed without the skipped records; failed: refused whole,
    // nothing imported; skipped: no answer to read (a folder of recorded answers without this source).
    status: text('status', { enum: ['refreshed', 'partial', 'failed', 'skipped'] }).notNull(),
    // Records the answer held, the skipped ones included.
    records: integer('records').notNull(),
    added: integer('added').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    unmatched: integer('unmatched').notNull(),
    scored: integer('scored').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    // The first skipped records with their reasons (bounded: a broken answer must not fill the table).
    skipped: jsonb('skipped').$type<SkippedSourceRecord[]>().notNull(),
    // Why the run failed or was skipped; null when it refreshed.
    reason: text('reason'),
  },
  (t) => [index('source_refresh_runs_source_time').on(t.source, t.finishedAt)],
);
