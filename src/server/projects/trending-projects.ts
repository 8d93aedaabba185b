import 'server-only';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ProjectBrief } from '@/contracts/discovery';
import type { Executor } from '../db/client';
import { projectBriefs } from './project-briefs';
import { DAY_MS } from '@/config/constants';

// The trending list is the same for everyone: computed at most once per this many milliseconds per instance.
const TRENDING_CACHE_MS = 30_000;
const TRENDING_SIZE = 100;

async function readTrendingIds(db: Executor, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - DAY_MS);
  // The projects with attention, best first, then the best-ranked of the others: the catalogue is never sorted
  // whole, only the few projects looked at and the first ones of the rank index. Attention is counted in distinct
  // client addresses (kept as keyed hashes): visitor cookies cost a script one page load each, an address is
  // scarce, so a machine that viewed and searched a project under any number of cookies counts once. Only
  // visitors whose cookie one of our page renders issued are recorded at all.
  const result = await db.execute<{ id: string }>(sql`
    with attention as (
      select project_id, address_key from page_views
      where created_at >= ${since} and project_id is not null and address_key is not null
      union
      select project_id, address_key from project_searches
      where created_at >= ${since} and project_id is not null and address_key is not null
    ), hot as (
      select a.project_id, count(*) as hits, s.rank
      from attention a join project_scores s on s.project_id = a.project_id
      group by a.project_id, s.rank
      order by hits desc, s.rank asc nulls last, a.project_id
      limit ${TRENDING_SIZE}
    ), ranked as (
      select s.project_id, 0::numeric as hits, s.rank from project_scores s
      order by s.rank asc nulls last, s.project_id
      limit ${TRENDING_SIZE}
    )
    select project_id as id from (
      select * from hot
      union all
      select * from ranked where project_id not in (select project_id from hot)
    ) as candidates
    order by hits desc, rank asc nulls last, project_id
    limit ${TRENDING_SIZE}`);
  return result.rows.map((row) => row.id);
}

interface TrendingContext {
  readonly db: Executor;
  readonly now: Date;
}

// One entry: the list. An older one than TRENDING_CACHE_MS is still answered while one request reads it again,
// so that the visitors arriving meanwhile neither wait nor each run the query; a failed read keeps the old list.
const cache = new LRUCache<'trending', string[], TrendingContext>({
  max: 1,
  ttl: TRENDING_CACHE_MS,
  allowStale: true,
  noDeleteOnFetchRejection: true,
  // A read dropped by clearTrendingCache still answers the requests waiting for it, but fills nothing.
  ignoreFetchAbort: true,
  fetchMethod: (_key, _stale, { context }) => readTrendingIds(context.db, context.now),
});

/**
 * Project ids ordered by attention over the last 24 hours: the client addresses that viewed or searched the project,
 * ties (and projects nobody looked at) by rank.
 */
export async function trendingProjectIds(db: Executor, now = new Date()): Promise<string[]> {
  return (await cache.fetch('trending', { context: { db, now } }))!;
}

/** Forgets the cached list (tests, and after bulk changes of traffic). */
export function clearTrendingCache(): void {
  cache.clear();
}

/** The first `limit` trending projects, described for lists. */
export async function listTrendingProjects(db: Executor, limit: number): Promise<ProjectBrief[]> {
  const ids = (await trendingProjectIds(db)).slice(0, limit);
  const briefs = await projectBriefs(db, ids);
  return ids.flatMap((id) => {
    const brief = briefs.get(id);
    return brief ? [brief] : [];
  });
}
