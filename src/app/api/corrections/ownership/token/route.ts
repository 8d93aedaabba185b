// GET /api/corrections/ownership/token?projectId=: the token a signed-in user publishes to prove they run a project.
import { ownershipTokenOutput, ownershipTokenQuery } from '@/contracts/corrections';
import { getOwnershipToken } from '@/server/corrections/verify-ownership';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(
  { auth: 'user', input: ownershipTokenQuery, output: ownershipTokenOutput },
  async ({ user, input }) => getOwnershipToken(await getDb(), user, input.projectId),
);
