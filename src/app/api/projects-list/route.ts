// POST /api/projects-list: one page of the leaderboard, sorted and filtered (projectIds, sort, filter, page); a
// view is read at most once every few seconds (PAGE_CACHE_MS), however many ask for it.
import { projectsListInput } from '@/contracts/projects';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listLeaderboardCached } from '@/server/projects/leaderboard-cache';

export const dynamic = 'force-dynamic';

export const POST = route({ input: projectsListInput }, async ({ input }) =>
  listLeaderboardCached(await getDb(), input),
);
