import '@/lib/zod-config';
import { z } from 'zod';
import { REFRESH_SOURCE_NAMES } from '@/config/refresh-sources';
import { dataCredit } from './discovery';

// The answers of the public sources that the refresh reads (src/server/refresh/), and what pages show of it.

/**
 * One coin of CoinGecko's `/coins/markets` answer (a JSON array, `per_page` coins per page), reduced to what the
 * refresh uses; the answer's other fields (prices, volumes, supplies...) are dropped.
 */
export const coingeckoCoin = z.object({
  id: z.string().trim().min(1).max(200),
  symbol: z.string().max(100),
  name: z.string().max(300),
  market_cap: z.number().finite().min(0).nullish(),
  market_cap_rank: z.number().int().min(1).nullish(),
  last_updated: z.iso.datetime({ offset: true }).nullish(),
});
export type CoingeckoCoin = z.infer<typeof coingeckoCoin>;

export const COINGECKO_PAGE_SIZE = 250;

/** How fresh the data of one refreshed source is, for the "Data as of" lines and /company/data-sources. */
export const dataFreshness = z.object({
  source: z.enum(REFRESH_SOURCE_NAMES),
  /** The data set the shown records come from: the source itself once refreshed, else the shipped snapshot's. */
  name: z.string(),
  /** Its credit line: "<label> <name> (<licence>)", the name linking to the data set. */
  credit: dataCredit.extend({ label: z.string() }),
  /** `YYYY-MM-DD`: the day of the last successful refresh, or the shipped snapshot's date. */
  asOf: z.string(),
  lastRefreshedAt: z.string().nullable(),
  /** Whether the database holds any record of it (an empty or synthetic database holds none). */
  hasRecords: z.boolean(),
});
export type DataFreshness = z.infer<typeof dataFreshness>;

/** A record of a source's answer that a refresh skipped, with the reason. */
export const skippedSourceRecord = z.object({
  position: z.number().int(),
  key: z.string().nullable(),
  reason: z.string(),
});

/** The report of one refresh of a source, as staff read it (/staff/refresh-runs). */
export const sourceRefreshRunView = z.object({
  id: z.number().int(),
  source: z.enum(REFRESH_SOURCE_NAMES),
  startedAt: z.string(),
  finishedAt: z.string(),
  status: z.enum(['refreshed', 'partial', 'failed', 'skipped']),
  records: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skippedCount: z.number().int(),
  /** The first skipped records (the run keeps a bounded list). */
  skipped: z.array(skippedSourceRecord),
  reason: z.string().nullable(),
});
export type SourceRefreshRunView = z.infer<typeof sourceRefreshRunView>;

/** Where the scheduled refresh of one public source stands, for /company/data-sources. */
export const sourceRefreshStatus = z.object({
  source: z.enum(REFRESH_SOURCE_NAMES),
  /** Whether this instance refreshes it once a day (REFRESH_SOURCES). */
  isScheduled: z.boolean(),
  /** The last run, whatever its outcome, and that outcome; null before the first. */
  lastAttemptAt: z.string().nullable(),
  lastAttemptStatus: z.enum(['refreshed', 'partial', 'failed', 'skipped']).nullable(),
  /** The last run that imported the source's answer (refreshed or partial). */
  lastSuccessAt: z.string().nullable(),
  /** The last failed run and why it failed. */
  lastFailureAt: z.string().nullable(),
  lastFailureReason: z.string().nullable(),
});
export type SourceRefreshStatus = z.infer<typeof sourceRefreshStatus>;
