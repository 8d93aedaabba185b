import 'server-only';
import { coingeckoMarketsPage, type CoingeckoCoin } from '@/contracts/refresh';
import { UpstreamFormatError } from './upstream-error';

export const COINGECKO_SOURCE = 'coingecko';

/** One page of CoinGecko's `/coins/markets` answer, checked against its documented shape. */
export function parseCoingeckoPage(text: string): CoingeckoCoin[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UpstreamFormatError('the answer is not JSON');
  }
  const page = coingeckoMarketsPage.safeParse(json);
  if (!page.success) {
    const issue = page.error.issues[0];
    throw new UpstreamFormatError(
      `the answer is not a list of coins (${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'})`,
    );
  }
  return page.data;
}

/**
 * The coins of the pages read, as raw records of the markets import schema: a coin listed twice (the ranking moved
 * between two pages) counts once, where it was first seen. A coin's figures are as of its own `last_updated` day,
 * or the refresh's day when CoinGecko gives none.
 */
export function marketRecordsOf(coins: readonly CoingeckoCoin[], today: string): Record<string, unknown>[] {
  const seen = new Set<string>();
  const records: Record<string, unknown>[] = [];
  for (const coin of coins) {
    if (seen.has(coin.id)) continue;
    seen.add(coin.id);
    records.push({
      geckoId: coin.id,
      name: coin.name || null,
      marketCapRank: coin.market_cap_rank ?? null,
      // CoinGecko reports 0 for a coin whose capitalisation it does not know: unknown, not worthless.
      marketCapUsd: coin.market_cap ? coin.market_cap : null,
      asOf: coin.last_updated ? coin.last_updated.slice(0, 10) : today,
      source: COINGECKO_SOURCE,
    });
  }
  return records;
}
