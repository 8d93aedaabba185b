import 'server-only';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projects } from '../db/schema';

export interface FilterOptions {
  readonly chains: string[];
  readonly categories: string[];
}

// The chains and categories change with imports only: read at most once a minute per instance.
const FILTER_OPTIONS_CACHE_MS = 60_000;
let filterOptions: { at: number; options: FilterOptions } | undefined;

/** The chains and categories present, for the advanced-filter panel. */
export async function listFilterOptions(db: Executor, now = Date.now()): Promise<FilterOptions> {
  if (filterOptions && now - filterOptions.at < FILTER_OPTIONS_CACHE_MS) return filterOptions.options;
  const options = await readFilterOptions(db);
  filterOptions = { at: now, options };
  return options;
}

async function readFilterOptions(db: Executor): Promise<FilterOptions> {
  const chains = await db.execute<{ chain: string }>(
    sql`select distinct unnest(${projects.chains}) as chain from ${projects} order by 1`,
  );
  const categories = await db
    .selectDistinct({ category: projects.category })
    .from(projects)
    .orderBy(asc(projects.category));
  return { chains: chains.rows.map((row) => row.chain), categories: categories.map((row) => row.category) };
}
