import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The search results of the given ids, in that order. */
async function describeProjects(db: Executor, ids: readonly string[]): Promise<ProjectSearchResult[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<{
    id: string;
    logo: string;
    name: string;
    rank: number | null;
    tickers: string[] | null;
  }>(sql`
    select p.id, p.logo, p.name, s.rank,
           array(select t.ticker from project_tokens t where t.project_id = p.id order by t.position) as tickers
    from projects p left join project_scores s on s.project_id = p.id
    where p.id in ${ids}`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            id: row.id,
            logo: row.logo,
            name: row.name,
            rank: row.rank === null ? null : Number(row.rank),
            tokenTickers: row.tickers ?? [],
          },
        ]
      : [];
  });
}

/**
 * The ids of the projects matching a keyword of 2 characters or more, best first: exact matches, then prefix
 * matches (served by the `lower(...) text_pattern_ops` indexes, the only path for 2 characters), then from 3
 * characters names containing the keyword and trigram matches; ties by rank. Exported for the benchmarks'
 * EXPLAIN ANALYZE.
 */
export function searchIdsQuery(keyword: string, limit: number, offset: number): SQL {
  const lower = keyword.toLowerCase();
  const prefix = `${escapeLike(lower)}%`;
  const branches = [
    sql`select p.id, case when lower(p.name) = ${lower} then 0 else 1 end as bucket, 1::float8 as sim
        from projects p where lower(p.name) like ${prefix}`,
    sql`select t.project_id as id, case when lower(t.ticker) = ${lower} then 0 else 1 end as bucket, 1::float8 as sim
        from project_tokens t where lower(t.ticker) like ${prefix}`,
  ];
  if (ADDRESS.test(keyword)) {
    branches.push(sql`select t.project_id as id, 0 as bucket, 1::float8 as sim
        from project_tokens t where lower(t.address) = ${lower}`);
  }
  if (keyword.length >= TRIGRAM_MIN_KEYWORD) {
    branches.push(
      sql`select p.id, 2 as bucket, 1::float8 as sim from projects p where p.name ilike ${`%${escapeLike(keyword)}%`}`,
      sql`select p.id, 3 as bucket, similarity(p.name, ${keyword})::float8 as sim
          from projects p where p.name % ${keyword}`,
    );
  }
  return sql`
    select c.id from (
      select id, min(bucket) as bucket, max(sim) as sim from (${sql.join(branches, sql` union all `)}) as m
      group by id
    ) as c
    join projects p on p.id = c.id
    left join project_scores s on s.project_id = c.id
    order by c.bucket, c.sim desc, s.rank asc nulls last, p.name collate "C", c.id
    limit ${limit} offset ${offset}`;
}

/**
 * Search by name, ticker or contract address (spec sections 5 and 7). Under 2 characters the trending list
 * answers. Otherwise: exact matches first, then prefix matches, then (from 3 characters) names containing the
 * keyword and typo-tolerant trigram matches; ties by rank.
 */
export async function searchProjects(
  db: Executor,
  query: SearchProjectQuery,
): Promise<SearchProjectResponse> {
  const { page, perPage } = query;
  const keyword = query.keyword.trim();
  const offset = (page - 1) * perPage;

  if (keyword.length < SEARCH_MIN_KEYWORD) {
    const ids = await trendingProjectIds(db);
    const slice = ids.slice(offset, offset + perPage);
    return searchProjectResponse.parse({
      data: await describeProjects(db, slice),
      page,
      perPage,
      hasMore: ids.length > offset + perPage,
      isTrending: true,
    });
  }

  const rows = await db.execute<{ id: string }>(searchIdsQuery(keyword, perPage + 1, offset));
  const ids = rows.rows.map((row) => row.id);
  const data = await describeProjects(db, ids.slice(0, perPage));

  // A search whose best match is a project counts as a search for it (the trending list reads these).
  if (page === 1 && data[0]) await db.insert(projectSearches).values({ keyword, projectId: data[0].id });

  return searchProjectResponse.parse({
    data,
    page,
    perPage,
    hasMore: ids.length > perPage,
    isTrending: false,
  });
}
