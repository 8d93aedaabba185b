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
export const coingeckoMarketsPage = z.array(coingeckoCoin).max(COINGECKO_PAGE_SIZE);

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
