// GET /api/skynet/metric-latest?name=exchanges(projectId={id}): the latest value of a monitored metric.
import { metricLatestQuery, metricLatest } from '@/contracts/skynet';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { getLatestMetric } from '@/server/monitoring/skynet-queries';

export const dynamic = 'force-dynamic';

export const GET = route({ input: metricLatestQuery, output: metricLatest }, async ({ input }) =>
  getLatestMetric(await getDb(), input.projectId, input.metric),
);
