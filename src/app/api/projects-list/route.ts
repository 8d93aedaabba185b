// POST /api/projects-list: one page of the leaderboard, sorted and filtered (projectIds, sort, filter, page).
import { projectsListInput } from '@/contracts/projects';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listLeaderboard } from '@/server/projects/list-leaderboard';

export const dynamic = 'force-dynamic';

export const POST = route({ input: projectsListInput }, async ({ input }) =>
  listLeaderboard(await getDb(), input),
);
