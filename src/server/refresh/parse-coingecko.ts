import 'server-only';
import { z } from 'zod';
import { COINGECKO_PAGE_SIZE, coingeckoCoin, type CoingeckoCoin } from '@/contracts/refresh';
import type { SkippedSourceRecord } from '../db/schema';
import type { ParsedAnswer } from './source-health';
import { UpstreamFormatError } from './upstream-error';

export const COINGECKO_SOURCE = 'coingecko';

/** A coin of an answer, at its position in the pages read. */
export interface PositionedCoin {
  readonly position: number;
  readonly coin: CoingeckoCoin;
}

export interface CoingeckoPage {
  readonly coins: readonly PositionedCoin[];
  /** Coins whose fields are not of the documented shape: skipped alone, with the reason. */
  readonly skipped: readonly SkippedSourceRecord[];
  /** How many coins the page listed, readable or not (a short page is the last one). */
  readonly size: number;
}

const coinList = z.array(z.unknown()).max(COINGECKO_PAGE_SIZE);

const rawId = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string }).id
    : null;

/**
 * One page of CoinGecko's `/coins/markets` answer, each coin checked against its documented shape. Throws an
 * UpstreamFormatError when the answer is not a list of coins (an error body, a page of HTML).
 */
export function parseCoingeckoPage(text: string, firstPosition = 1): CoingeckoPage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UpstreamFormatError('the answer is not JSON');
  }
  const page = coinList.safeParse(json);
  if (!page.success) throw new UpstreamFormatError('the answer is not a list of coins');
  const coins: PositionedCoin[] = [];
  const skipped: SkippedSourceRecord[] = [];
  page.data.forEach((value, index) => {
    const position = firstPosition + index;
    const coin = coingeckoCoin.safeParse(value);
    if (coin.success) {
      coins.push({ position, coin: coin.data });
      return;
    }
    const issue = coin.error.issues[0];
    skipped.push({
      position,
      key: rawId(value),
      reason: `${issue?.path.join('.') || 'coin'}: ${issue?.message ?? 'invalid'}`,
    });
  });
  return { coins, skipped, size: page.data.length };
}

/**
 * The coins of the pages read, as raw records of the markets import schema: a coin listed twice (the ranking moved
 * between two pages) counts once, where it was first seen. A coin's figures are as of its own `last_updated` day,
 * or the refresh's day when CoinGecko gives none.
 */
export function marketRecordsOf(coins: readonly PositionedCoin[], today: string): ParsedAnswer['records'] {
  const seen = new Set<string>();
  const records: ParsedAnswer['records'][number][] = [];
  for (const { position, coin } of coins) {
    if (seen.has(coin.id)) continue;
    seen.add(coin.id);
    records.push({
      position,
      value: {
        geckoId: coin.id,
        name: coin.name || null,
        marketCapRank: coin.market_cap_rank ?? null,
        // CoinGecko reports 0 for a coin whose capitalisation it does not know: unknown, not worthless.
        marketCapUsd: coin.market_cap ? coin.market_cap : null,
        asOf: coin.last_updated ? coin.last_updated.slice(0, 10) : today,
        source: COINGECKO_SOURCE,
      },
    });
  }
  return records;
}
