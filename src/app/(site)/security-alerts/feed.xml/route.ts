// GET /security-alerts/feed.xml?year=&chain=&category=&project=: the confirmed incidents of a /security-alerts
// view as an Atom feed, newest first, each credited to its source.
import { securityAlertsQuery } from '@/contracts/security-alerts';
import { getDb } from '@/server/db/db';
import { atomResponse } from '@/server/feeds/atom-feed';
import { securityAlertsFeed } from '@/server/feeds/security-alerts-feed';
import { route } from '@/server/http/route';
import { siteOrigin } from '@/server/http/site-origin';

export const GET = route(
  {
    input: securityAlertsQuery.pick({ year: true, chain: true, category: true, project: true }).strict(),
    rateLimit: { name: 'security-alerts-feed', points: 60, windowSeconds: 60 },
  },
  async ({ request, input }) =>
    atomResponse(await securityAlertsFeed(await getDb(), input, siteOrigin(request))),
);
