// POST /api/user/sign-out-everywhere: ends every session of the account, this one included (not the user's own
// sessions from an impersonated one).
import { okOutput } from '@/contracts/auth';
import { signOutEverywhere } from '@/server/auth/sign-out-everywhere';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';

export const POST = route({ auth: 'user', output: okOutput }, async ({ user }) => {
  refuseWhileImpersonating(user);
  return signOutEverywhere(await getDb(), user.id);
});
