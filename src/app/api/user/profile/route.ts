// GET /api/user/profile: the signed-in user's profile. POST: changes the username.
import { profileOutput, updateProfileInput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { getProfile } from '@/server/users/get-profile';
import { updateProfile } from '@/server/users/update-profile';

export const GET = route({ auth: 'user', output: profileOutput }, async ({ user }) =>
  getProfile(await getDb(), user.id),
);

export const POST = route(
  { auth: 'user', input: updateProfileInput, output: profileOutput },
  async ({ user, input }) => {
    refuseWhileImpersonating(user);
    return updateProfile(await getDb(), user.id, input.username);
  },
);
