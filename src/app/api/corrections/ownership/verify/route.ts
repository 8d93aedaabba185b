// POST /api/corrections/ownership/verify: checks the DNS TXT record or the /.well-known/rampart.txt file of the
// project's website; the user's correction requests are then marked as from the project team.
import { verifyOwnershipInput, verifyOwnershipResult } from '@/contracts/corrections';
import { verifyOwnership } from '@/server/corrections/verify-ownership';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

// Each check reaches out to another site: a few a minute per address is plenty for someone publishing a record.
export const POST = route(
  {
    auth: 'user',
    input: verifyOwnershipInput,
    output: verifyOwnershipResult,
    rateLimit: { name: 'ownership-checks', points: 10, windowSeconds: 600 },
  },
  async ({ user, input }) => verifyOwnership(await getDb(), user, input),
);
