import 'server-only';
import type { RefreshSourceName } from '@/config/refresh-sources';
import type { ProjectNames } from '@/lib/project-names';
import { COINGECKO_PAGE_SIZE } from '@/contracts/refresh';
import type { SkippedSourceRecord } from '../db/schema';
import { marketRecordsOf, parseCoingeckoPage, type PositionedCoin } from './parse-coingecko';
import { readDefiHackLabsReadme } from './parse-defihacklabs';
import { readTrailOfBitsReadme } from './parse-trailofbits';
import type { ParsedAnswer } from './source-health';

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
  /** The catalogue's names, as the stored projects give them (the audits of a list are named after them). */
  readonly projectNames: ProjectNames;
}

/**
 * One public source: how to read its answer and turn it into records of an import schema (not yet validated),
 * listing those it could not read. What a healthy answer looks like is its spec in source-health.ts.
 */
export interface SourceAdapter {
  readonly kind: 'incidents' | 'audits' | 'markets';
  /** Null when there is no answer to read (a folder of recorded answers without this source's file). */
  read(reader: AnswerReader, options: AdapterOptions): Promise<ParsedAnswer | null>;
}

const MARKDOWN = 'text/markdown, text/plain';

export const SOURCE_ADAPTERS: Readonly<Record<RefreshSourceName, SourceAdapter>> = {
  defihacklabs: {
    kind: 'incidents',
    async read(reader, { url }) {
      const text = await reader({ url, file: 'defihacklabs.md', accept: MARKDOWN });
      return text === null ? null : readDefiHackLabsReadme(text);
    },
  },
  trailofbits: {
    kind: 'audits',
    async read(reader, { url, projectNames }) {
      const text = await reader({ url, file: 'trailofbits.md', accept: MARKDOWN });
      return text === null ? null : readTrailOfBitsReadme(text, { names: projectNames });
    },
  },
  coingecko: {
    kind: 'markets',
    async read(reader, { url, pages, today }) {
      const coins: PositionedCoin[] = [];
      const skipped: SkippedSourceRecord[] = [];
      let read = 0;
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
        const answered = parseCoingeckoPage(text, read + 1);
        coins.push(...answered.coins);
        skipped.push(...answered.skipped);
        read += answered.size;
        // A short page is the last one.
        if (answered.size < COINGECKO_PAGE_SIZE) break;
      }
      return { records: marketRecordsOf(coins, today), skipped };
    },
  },
};
