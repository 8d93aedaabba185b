// POST /api/corrections/decide: staff accept (the claim is withdrawn, the score recomputed) or reject a request.
import { revalidatePath } from 'next/cache';
import { decideCorrectionInput, decideCorrectionResult } from '@/contracts/corrections';
import { decideCorrection } from '@/server/corrections/decide-correction';
import { getDb } from '@/server/db/db';
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
    // The project page is cached: its claims, score and log change now, not at the next revalidation.
    try {
      revalidatePath(`/projects/${result.projectId}`);
    } catch {
      // Outside Next's request scope (route tests) there is no page cache to clear.
    }
    return result;
  },
);
