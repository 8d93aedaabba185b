// POST /api/errors: a client-side failure report (title, description, trace), stored for the team.
import { errorReportInput } from '@/contracts/errors';
import { getDb } from '@/server/db/db';
import { recordErrorReport } from '@/server/errors/record-error-report';
import { route } from '@/server/http/route';

// A failing page may report in a loop: 30 reports a minute per address are plenty.
export const POST = route(
  { input: errorReportInput, rateLimit: { name: 'error-reports', points: 30, windowSeconds: 60 } },
  async ({ input, request }) => {
    await recordErrorReport(await getDb(), { ...input, userAgent: request.headers.get('user-agent') });
    return { ok: true };
  },
);
