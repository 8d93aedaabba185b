// POST /api/corrections/decide: staff accept (the claim is withdrawn, the score recomputed) or reject a request.
import { decideCorrectionInput, decideCorrectionResult } from '@/contracts/corrections';
import { decideCorrection } from '@/server/corrections/decide-correction';
import { getDb } from '@/server/db/db';
import { refreshProjectPage } from '@/server/http/refresh-project-page';
import { route } from '@/server/http/route';

export const POST = route(
  {
    auth: 'user',
    input: decideCorrectionInput,
    output: decideCorrectionResult,
    rateLimit: { name: 'correction-decisions', points: 120, windowSeconds: 600 },
  },
  async ({ user, input }) => {
    const db = await getDb();
    const result = await decideCorrection(db, user, input);
    refreshProjectPage(result.projectId);
    return result;
  },
);
