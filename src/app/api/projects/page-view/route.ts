// GET /api/projects/page-view?projectId: counts one view per visit of a project page (same-site requests from a
// visitor whose cookie one of our page renders issued).
import { pageViewQuery } from '@/contracts/community';
import { recordPageView } from '@/server/community/record-page-view';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/app-error';
import { visitorOf } from '@/server/http/visitor';

export const dynamic = 'force-dynamic';

export const GET = route(
  {
    input: pageViewQuery,
    rateLimit: { name: 'page-views', points: 120, windowSeconds: 60 },
    sameSite: true,
  },
  async ({ request, input }) => {
    const visitorId = visitorOf(request);
    if (!visitorId) throw new AppError('VisitorCookieRequired');
    return recordPageView(await getDb(), {
      projectId: input.projectId,
      visitorId,
      referrer: request.headers.get('referer'),
    });
  },
);
