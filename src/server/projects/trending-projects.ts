import 'server-only';
import { sql } from 'drizzle-orm';
import type { ProjectBrief } from '@/contracts/discovery';
import type { Executor } from '../db/client';
import { projectBriefs } from './project-briefs';

const DAY_MS = 86_400_000;
// The trending list is the same for everyone: computed at most once per this many milliseconds per instance.
const TRENDING_CACHE_MS = 30_000;
const TRENDING_SIZE = 100;

let cache: { at: number; ids: string[] } | undefined;

/**
 * Project ids ordered by attention over the last 24 hours: page views plus searches that led to the project,
 * ties (and projects nobody looked at) by rank.
 */
export async function trendingProjectIds(db: Executor, now = new Date()): Promise<string[]> {
  if (cache && now.getTime() - cache.at < TRENDING_CACHE_MS) return cache.ids;
  const since = new Date(now.getTime() - DAY_MS);
  const result = await db.execute<{ id: string }>(sql`
    with attention as (
      select project_id, count(*) as hits from page_views
      where created_at >= ${since} and project_id is not null group by project_id
      union all
      select project_id, count(*) as hits from project_searches
      where created_at >= ${since} and project_id is not null group by project_id
    ), totals as (
      select project_id, sum(hits) as hits from attention group by project_id
    )
    select s.project_id as id
    from project_scores s left join totals t on t.project_id = s.project_id
    order by coalesce(t.hits, 0) desc, s.rank asc nulls last, s.project_id
    limit ${TRENDING_SIZE}`);
  cache = { at: now.getTime(), ids: result.rows.map((row) => row.id) };
  return cache.ids;
}

/** Forgets the cached list (tests, and after bulk changes of traffic). */
export function clearTrendingCache(): void {
  cache = undefined;
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
