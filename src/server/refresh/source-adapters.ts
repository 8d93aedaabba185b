import 'server-only';
import type { RefreshSourceName } from '@/config/refresh-sources';
import { COINGECKO_PAGE_SIZE, type CoingeckoCoin } from '@/contracts/refresh';
import { marketRecordsOf, parseCoingeckoPage } from './parse-coingecko';
import { parseDefiHackLabsReadme } from './parse-defihacklabs';
import { parseTrailOfBitsReadme } from './parse-trailofbits';

/**
 * Reads one answer of a source: from the network (its URL), or from a folder of recorded answers (its file
 * name there, docs/data-import.md). Null when the folder holds no such file.
 */
export type AnswerReader = (request: {
  readonly url: string;
  readonly file: string;
  readonly accept: string;
}) => Promise<string | null>;

export interface AdapterOptions {
  /** The source's address: a README's, or the API's base. */
  readonly url: string;
  /** CoinGecko: how many pages of coins to read at most. */
  readonly pages: number;
  /** `YYYY-MM-DD` of the refresh. */
  readonly today: string;
}

/** One public source: how to read its answer and turn it into records of an import schema (not yet validated). */
export interface SourceAdapter {
  readonly kind: 'incidents' | 'audits' | 'markets';
  /** Null when there is no answer to read (a folder of recorded answers without this source's file). */
  read(reader: AnswerReader, options: AdapterOptions): Promise<Record<string, unknown>[] | null>;
}

const MARKDOWN = 'text/markdown, text/plain';

export const SOURCE_ADAPTERS: Readonly<Record<RefreshSourceName, SourceAdapter>> = {
  defihacklabs: {
    kind: 'incidents',
    async read(reader, { url }) {
      const text = await reader({ url, file: 'defihacklabs.md', accept: MARKDOWN });
      return text === null ? null : parseDefiHackLabsReadme(text);
    },
  },
  trailofbits: {
    kind: 'audits',
    async read(reader, { url }) {
      const text = await reader({ url, file: 'trailofbits.md', accept: MARKDOWN });
      return text === null ? null : parseTrailOfBitsReadme(text);
    },
  },
  coingecko: {
    kind: 'markets',
    async read(reader, { url, pages, today }) {
      const coins: CoingeckoCoin[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const text = await reader({
          url: `${url.replace(/\/+$/, '')}/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=${COINGECKO_PAGE_SIZE}&page=${page}`,
          file: page === 1 ? 'coingecko.json' : `coingecko-${page}.json`,
          accept: 'application/json',
        });
        if (text === null) {
          if (page === 1) return null;
          break;
        }
        const coinsOfPage = parseCoingeckoPage(text);
        coins.push(...coinsOfPage);
        // A short page is the last one.
        if (coinsOfPage.length < COINGECKO_PAGE_SIZE) break;
      }
      return marketRecordsOf(coins, today);
    },
  },
};
