import 'server-only';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  categoryMedian,
  categoryStanding,
  type CategoryMedian,
  type CategoryStanding,
} from '@/contracts/category-standing';
import type { Executor } from '../db/client';

// Scores change once a day: a category's median is read at most once a minute per instance.
const MEDIAN_CACHE_MS = 60_000;

interface MedianContext {
  readonly db: Executor;
}

const medians = new LRUCache<string, CategoryMedian, MedianContext>({
  max: 200,
  ttl: MEDIAN_CACHE_MS,
  fetchMethod: (category, _stale, { context }) => readCategoryMedian(context.db, category),
});

async function readCategoryMedian(db: Executor, category: string): Promise<CategoryMedian> {
  const result = await db.execute<{ scored: number; median: number | null }>(sql`
    select count(*)::int as scored, percentile_cont(0.5) within group (order by s.score) as median
    from projects p join project_scores s on s.project_id = p.id
    where p.category = ${category} and s.score is not null`);
  const row = result.rows[0];
  return categoryMedian.parse({
    category,
    scoredProjects: Number(row?.scored ?? 0),
    median: row?.median === null || row?.median === undefined ? null : Number(row.median),
  });
}

/** The number of scored projects of `category` and their median score (null when none is scored). */
export async function getCategoryMedian(db: Executor, category: string): Promise<CategoryMedian> {
  return (await medians.fetch(category, { context: { db } }))!;
}

/**
 * Where the project stands in its own category: the category's median, and the share of the category's other
 * scored projects that score lower than it. Null for an unknown project.
 */
export async function getCategoryStanding(db: Executor, projectId: string): Promise<CategoryStanding | null> {
  const result = await db.execute<{
    category: string;
    score: number | null;
    scored: number;
    below: number;
  }>(sql`
    select p.category, own.score,
      (select count(*)::int from projects q join project_scores t on t.project_id = q.id
        where q.category = p.category and t.score is not null) as scored,
      (select count(*)::int from projects q join project_scores t on t.project_id = q.id
        where q.category = p.category and t.score < own.score) as below
    from projects p left join project_scores own on own.project_id = p.id
    where p.id = ${projectId}`);
  const row = result.rows[0];
  if (!row) return null;
  const { median, scoredProjects } = await getCategoryMedian(db, row.category);
  const others = Number(row.scored) - 1;
  // Rounded down: 100 % only when every other scored project of the category scores lower.
  const percentile =
    row.score === null || others <= 0 ? null : Math.floor((100 * Number(row.below)) / others);
  return categoryStanding.parse({ category: row.category, scoredProjects, median, percentile });
}

/** Forgets the cached medians (tests, and after scores are computed again). */
export function clearCategoryMedians(): void {
  medians.clear();
}
