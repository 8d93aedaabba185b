// GET /api/skynet/top-callers?projectId&count (default 10): the top callers of a project's contracts.
import { topItemsQuery, topItems } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listTopItems } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route({ input: topItemsQuery, output: topItems }, async ({ input }) =>
  listTopItems(await getDb(), input.projectId, 'caller', input.count),
);
