// POST /api/corrections/create: a signed-in user asks for a correction of a claim of a project page.
import { createCorrectionInput, createCorrectionResult } from '@/contracts/corrections';
import { requestCorrection } from '@/server/corrections/request-correction';
import { getDb } from '@/server/db/db';
import { refreshProjectPage } from '@/server/http/refresh-project-page';
import { route } from '@/server/http/route';

// Requests are read by staff one by one: a few an hour per address keeps the queue readable.
export const POST = route(
  {
    auth: 'user',
    input: createCorrectionInput,
    output: createCorrectionResult,
    rateLimit: { name: 'correction-requests', points: 10, windowSeconds: 3600 },
  },
  async ({ user, input }) => {
    const result = await requestCorrection(await getDb(), user, input);
    // The page's public log shows the request at once.
    refreshProjectPage(input.projectId);
    return result;
  },
);
