import 'server-only';
import { LRUCache } from 'lru-cache';
import type { LeaderboardPage, ProjectsListInput } from '@/contracts/projects';
import type { Executor } from '../db/client';
import { coverageOf } from './leaderboard-query';
import { listLeaderboard } from './list-leaderboard';
import {
  listLeaderboardAfter,
  type LeaderboardKeysetInput,
  type LeaderboardKeysetPage,
} from './list-leaderboard-after';

// A page of the leaderboard is the same for every visitor: what /api/projects-list and /api/v1/projects answer is
// kept a few seconds per database and view, and requests for a view being read wait for that one reading instead
// of each running it (an embedded database runs one query at a time). Scores and ranks change with imports and
// the daily scoring, audits and alerts with imports and staff review: such changes show within PAGE_CACHE_MS. A
// watchlist's list names its projects, so one starred or removed is a view of its own, read at once.
export const PAGE_CACHE_MS = 5_000;
const PAGE_CACHE_ENTRIES = 500;
type ViewCache<Input extends object, Page extends object> = LRUCache<string, Page, Input>;
const pageCaches = new WeakMap<Executor, ViewCache<ProjectsListInput, LeaderboardPage>>();
const keysetCaches = new WeakMap<Executor, ViewCache<LeaderboardKeysetInput, LeaderboardKeysetPage>>();

const sortedSet = (values: readonly string[] | undefined) =>
  values === undefined ? null : [...new Set(values)].sort();

/** The parts of a view's key that its filter and sort give: filter values in another order share them. */
const filterAndSortKey = (input: Pick<ProjectsListInput, 'filter' | 'sort' | 'projectIds'>) => [
  input.sort.field,
  input.sort.order,
  sortedSet(input.filter.chains),
  sortedSet(input.filter.categories),
  input.filter.scoreMin ?? null,
  input.filter.scoreMax ?? null,
  input.filter.auditStatus ?? null,
  coverageOf(input),
];

/** The key of a view: inputs that list the same rows (ids or filter values in another order) share it. */
export function leaderboardViewKey(input: ProjectsListInput): string {
  return JSON.stringify([
    sortedSet(input.projectIds),
    ...filterAndSortKey(input),
    input.currentPage,
    input.dataPerPage,
  ]);
}

/** The cache of one database's views of one kind, each read at most once every PAGE_CACHE_MS. */
function viewCacheOf<Input extends object, Page extends object>(
  caches: WeakMap<Executor, ViewCache<Input, Page>>,
  db: Executor,
  read: (db: Executor, input: Input) => Promise<Page>,
): ViewCache<Input, Page> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Page, Input>({
      max: PAGE_CACHE_ENTRIES,
      ttl: PAGE_CACHE_MS,
      // Ages read on the wall clock (tests set it), to the millisecond.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      // A view pushed out while being read still answers the requests waiting for it.
      ignoreFetchAbort: true,
      // A failed reading is not kept: the next request reads again.
      fetchMethod: (_key, _stale, { context }) => read(db, context),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** One page of the leaderboard as POST /api/projects-list serves it: read at most once per view every few seconds. */
export async function listLeaderboardCached(
  db: Executor,
  input: ProjectsListInput,
): Promise<LeaderboardPage> {
  const page = await viewCacheOf(pageCaches, db, listLeaderboard).fetch(leaderboardViewKey(input), {
    context: input,
  });
  return page!;
}

/** A page after a key as /api/v1/projects serves it: read at most once per view and key every few seconds. */
export async function listLeaderboardAfterCached(
  db: Executor,
  input: LeaderboardKeysetInput,
): Promise<LeaderboardKeysetPage> {
  const key = JSON.stringify([...filterAndSortKey(input), input.limit, input.after ?? null]);
  const page = await viewCacheOf(keysetCaches, db, listLeaderboardAfter).fetch(key, { context: input });
  return page!;
}
