// POST /api/user/sign-out-everywhere: ends every session of the account, this one included.
import { okOutput } from '@/contracts/auth';
import { signOutEverywhere } from '@/server/auth/sign-out-everywhere';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

export const POST = route({ auth: 'user', output: okOutput }, async ({ user }) =>
  signOutEverywhere(await getDb(), user.id),
);
