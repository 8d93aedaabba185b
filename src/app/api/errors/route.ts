// POST /api/errors: a client-side failure report (title, description, trace), stored for the team.
import { errorReportInput } from '@/contracts/errors';
import { getDb } from '@/server/db/db';
import { recordErrorReport } from '@/server/errors/record-error-report';
import { errorResponse } from '@/server/http/error-response';
import { clientKey } from '@/server/http/rate-limit';
import { route } from '@/server/http/route';

// A failing page may report in a loop: 30 reports a minute per address are plenty. What is stored is capped per
// address and per day beyond that (src/server/errors/record-error-report.ts).
export const POST = route(
  { input: errorReportInput, rateLimit: { name: 'error-reports', points: 30, windowSeconds: 60 } },
  async ({ input, request }) => {
    const recorded = await recordErrorReport(await getDb(), {
      ...input,
      userAgent: request.headers.get('user-agent'),
      address: clientKey(request.headers),
    });
    if ('retryAfter' in recorded) {
      return errorResponse('TooManyRequests', { headers: { 'retry-after': String(recorded.retryAfter) } });
    }
    return { ok: true };
  },
);
