import { LEADERBOARD_PAGE_SIZE } from '@/config/constants';
import { leaderboardQueryString, parseLeaderboardParams } from '@/contracts/leaderboard-url';

/** The key of the plain leaderboard, `/` without a query. */
const DEFAULT_KEY = 'default';
/** Views served from the page cache: unfiltered, and among the first pages of any sort. */
const CACHED_PAGES = 10;

type SearchParams = Record<string, string | string[]>;

/**
 * The page-cache key of the leaderboard view a query asks for, or null when the view is rendered per request
 * (a filter, or a page past the first few). The key is the view's canonical query string: any spelling of one
 * view (defaults written out, parameters in another order, tracking parameters) shares one cached page, and a
 * visitor cannot fill the cache with variants.
 */
export function cachedViewKey(params: URLSearchParams): string | null {
  const record: SearchParams = {};
  for (const key of new Set(params.keys())) record[key] = params.getAll(key);
  const view = parseLeaderboardParams(record, LEADERBOARD_PAGE_SIZE);
  const isFiltered = Object.keys(view.filter).length > 0;
  if (isFiltered || view.currentPage > CACHED_PAGES) return null;
  return leaderboardQueryString(view).slice(1) || DEFAULT_KEY;
}

/** The query of a page-cache key, as search parameters. */
export function viewOfKey(key: string): SearchParams {
  const decoded = decodeURIComponent(key);
  const params = new URLSearchParams(decoded === DEFAULT_KEY ? '' : decoded);
  const record: SearchParams = {};
  for (const name of new Set(params.keys())) record[name] = params.getAll(name);
  return record;
}
