// GET /api/projects/page-view?projectId: counts one view per visit of a project page (same-site requests from a
// visitor whose cookie GET /api/visitor issued).
import { pageViewQuery } from '@/contracts/community';
import { recordPageView } from '@/server/community/record-page-view';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { addressKeyOf } from '@/server/http/address-key';
import { AppError } from '@/server/errors/app-error';
import { clientKey } from '@/server/http/rate-limit';
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
      addressKey: addressKeyOf(clientKey(request.headers)),
      referrer: request.headers.get('referer'),
    });
  },
);
