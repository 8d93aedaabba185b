// POST /api/user/profile/delete: removes the profile picture.
import { profileOutput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { deleteProfilePicture } from '@/server/users/delete-profile-picture';

export const POST = route({ auth: 'user', output: profileOutput }, async ({ user }) => {
  refuseWhileImpersonating(user);
  return deleteProfilePicture(await getDb(), user.id);
});
