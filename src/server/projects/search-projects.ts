import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  searchProjectResponse,
  type ProjectSearchResult,
  type SearchProjectQuery,
  type SearchProjectResponse,
} from '@/contracts/projects';
import { SEARCH_MIN_KEYWORD } from '@/config/constants';
import type { Executor } from '../db/client';
import { projectSearches } from '../db/schema';
import { trendingProjectIds } from './trending-projects';

const ADDRESS = /^0x[0-9a-f]{4,64}$/i;
// Trigram matching needs 3 characters to be meaningful (and indexable).
const TRIGRAM_MIN_KEYWORD = 3;

// At most this many trending pages (page and size) are kept per trending list.
const TRENDING_PAGES_KEPT = 50;
let trendingPages: { ids: readonly string[]; pages: LRUCache<string, SearchProjectResponse> } = {
  ids: [],
  pages: new LRUCache({ max: TRENDING_PAGES_KEPT }),
};

// Popular keywords are asked again and again: a result page is kept for a few seconds per instance, so a burst
// of the same search costs one query (the requests that come while it runs wait for it). Each search is still
// counted for trending.
const RESULT_CACHE_MS = 10_000;
const RESULT_CACHE_ENTRIES = 1_000;
interface ResultQuery {
  readonly db: Executor;
  readonly keyword: string;
  readonly page: number;
  readonly perPage: number;
}
const resultCache = new LRUCache<string, SearchProjectResponse, ResultQuery>({
  max: RESULT_CACHE_ENTRIES,
  ttl: RESULT_CACHE_MS,
  // A search pushed out while it runs still answers the requests waiting for it.
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context }) => readResults(context),
});

async function readResults({ db, keyword, page, perPage }: ResultQuery): Promise<SearchProjectResponse> {
  const rows = await db.execute<ResultRow>(searchResultsQuery(keyword, perPage + 1, (page - 1) * perPage));
  return searchProjectResponse.parse({
    data: rows.rows.slice(0, perPage).map(toResult),
    page,
    perPage,
    hasMore: rows.rows.length > perPage,
    isTrending: false,
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type ResultRow = { id: string; logo: string; name: string; rank: number | null; tickers: string[] | null };

const describedColumns = sql`p.id, p.logo, p.name, s.rank,
  array(select t.ticker from project_tokens t where t.project_id = p.id order by t.position) as tickers`;

const toResult = (row: ResultRow): ProjectSearchResult => ({
  id: row.id,
  logo: row.logo,
  name: row.name,
  rank: row.rank === null ? null : Number(row.rank),
  tokenTickers: row.tickers ?? [],
});

/** The search results of the given ids, in that order. */
async function describeProjects(db: Executor, ids: readonly string[]): Promise<ProjectSearchResult[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<ResultRow>(sql`
    select ${describedColumns}
    from projects p left join project_scores s on s.project_id = p.id
    where p.id in ${ids}`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toResult(row)] : [];
  });
}

/**
 * The ids of the projects matching a keyword of 2 characters or more, best first: exact matches, then prefix
 * matches (served by the `lower(...) text_pattern_ops` indexes, the only path for 2 characters), then from 3
 * characters names containing the keyword and trigram matches; ties by rank.
 *
 * A 2-character prefix can match a tenth of the catalogue, so the matches are never all sorted: each branch
 * keeps only its best `limit + offset` in the final order, which PostgreSQL finds either by
 * walking the rank index until enough names match (a common prefix) or by sorting the few matches the prefix
 * index returns (a rare one). Taking each branch's best is exact: a row a branch leaves out has that many better
 * rows ahead of it. Every project has its score row, written in the transaction that creates the project, so the
 * branches join it directly.
 */
function searchIdsQuery(keyword: string, limit: number, offset: number): SQL {
  const lower = keyword.toLowerCase();
  const prefix = `${escapeLike(lower)}%`;
  const best = limit + offset;
  const byRank = sql`order by s.rank asc nulls last, p.name collate "C", p.id limit ${best}`;
  const branches = [
    sql`(select p.id, 0 as bucket, 1::float8 as sim
         from projects p join project_scores s on s.project_id = p.id
         where lower(p.name) = ${lower} ${byRank})`,
    sql`(select p.id, 0 as bucket, 1::float8 as sim
         from project_tokens t join projects p on p.id = t.project_id join project_scores s on s.project_id = p.id
         where lower(t.ticker) = ${lower} ${byRank})`,
    sql`(select p.id, 1 as bucket, 1::float8 as sim
         from projects p join project_scores s on s.project_id = p.id
         where lower(p.name) like ${prefix} ${byRank})`,
    sql`(select p.id, 1 as bucket, 1::float8 as sim
         from project_tokens t join projects p on p.id = t.project_id join project_scores s on s.project_id = p.id
         where lower(t.ticker) like ${prefix} ${byRank})`,
  ];
  if (ADDRESS.test(keyword)) {
    branches.push(sql`(select p.id, 0 as bucket, 1::float8 as sim
        from project_tokens t join projects p on p.id = t.project_id join project_scores s on s.project_id = p.id
        where lower(t.address) = ${lower} ${byRank})`);
  }
  if (keyword.length >= TRIGRAM_MIN_KEYWORD) {
    branches.push(
      sql`(select p.id, 2 as bucket, 1::float8 as sim
           from projects p join project_scores s on s.project_id = p.id
           where p.name ilike ${`%${escapeLike(keyword)}%`} ${byRank})`,
      sql`(select p.id, 3 as bucket, similarity(p.name, ${keyword})::float8 as sim
           from projects p join project_scores s on s.project_id = p.id
           where p.name % ${keyword}
           order by sim desc, s.rank asc nulls last, p.name collate "C", p.id limit ${best})`,
    );
  }
  const order = sql`c.bucket, c.sim desc, s.rank asc nulls last, p.name collate "C", c.id`;
  return sql`
    select c.id, row_number() over (order by ${order}) as position from (
      select id, min(bucket) as bucket, max(sim) as sim from (${sql.join(branches, sql` union all `)}) as m
      group by id
    ) as c
    join projects p on p.id = c.id
    left join project_scores s on s.project_id = c.id
    order by ${order}
    limit ${limit} offset ${offset}`;
}

/**
 * The search results for a keyword of 2 characters or more, in one round trip: the matching ids, best first,
 * described. Exported for the benchmarks' EXPLAIN ANALYZE.
 */
export function searchResultsQuery(keyword: string, limit: number, offset: number): SQL {
  return sql`
    select ${describedColumns}
    from (${searchIdsQuery(keyword, limit, offset)}) as hit
    join projects p on p.id = hit.id left join project_scores s on s.project_id = p.id
    order by hit.position`;
}

/**
 * Search by name, ticker or contract address. Under 2 characters the trending list
 * answers. Otherwise: exact matches first, then prefix matches, then (from 3 characters) names containing the
 * keyword and typo-tolerant trigram matches; ties by rank.
 */
export async function searchProjects(
  db: Executor,
  query: SearchProjectQuery,
  {
    visitorId = null,
    addressKey = null,
    now = new Date(),
  }: {
    visitorId?: string | null;
    /** The client address as a keyed hash (http/address-key.ts). */
    addressKey?: string | null;
    now?: Date;
  } = {},
): Promise<SearchProjectResponse> {
  const { page, perPage } = query;
  const keyword = query.keyword.trim();
  const offset = (page - 1) * perPage;

  if (keyword.length < SEARCH_MIN_KEYWORD) {
    const ids = await trendingProjectIds(db);
    // The trending pages are the same for everyone: each is described once per trending list.
    if (trendingPages.ids !== ids) trendingPages = { ids, pages: new LRUCache({ max: TRENDING_PAGES_KEPT }) };
    const key = `${page}/${perPage}`;
    const cached = trendingPages.pages.get(key);
    if (cached) return cached;
    const response = searchProjectResponse.parse({
      data: await describeProjects(db, ids.slice(offset, offset + perPage)),
      page,
      perPage,
      hasMore: ids.length > offset + perPage,
      isTrending: true,
    });
    if (trendingPages.ids === ids) trendingPages.pages.set(key, response);
    return response;
  }

  const key = JSON.stringify([keyword.toLowerCase(), page, perPage]);
  const response = (await resultCache.fetch(key, { context: { db, keyword, page, perPage } }))!;

  // A visitor's search whose best match is a project counts as a search for it (the trending list reads these),
  // once per client address, project and day: repeating a search, searching under new visitor cookies from the
  // same address, or searching without a visitor cookie of ours, moves nothing.
  const best = response.data[0];
  if (page === 1 && best && visitorId && addressKey) {
    await db
      .insert(projectSearches)
      .values({
        keyword,
        projectId: best.id,
        visitorId,
        addressKey,
        day: now.toISOString().slice(0, 10),
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  return response;
}
