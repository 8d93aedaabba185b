// GET /api/skynet/twitter-activity-by-dates?projectId&type&dates: social activity of a project, per date.
import { twitterActivityQuery, twitterActivity } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listSocialActivity } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route({ input: twitterActivityQuery, output: twitterActivity }, async ({ input }) =>
  listSocialActivity(await getDb(), input.projectId, input.type, input.dates),
);
