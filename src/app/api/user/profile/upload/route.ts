// POST /api/user/profile/upload: a new profile picture (multipart field `file`), re-encoded to a 256 px WebP.
import { profileOutput } from '@/contracts/user';
import { getDb } from '@/server/db/db';
import { AppError, refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';
import { uploadProfilePicture } from '@/server/users/upload-profile-picture';

export const POST = route(
  {
    auth: 'user',
    body: 'multipart',
    output: profileOutput,
    rateLimit: { name: 'picture-uploads', points: 20, windowSeconds: 3600 },
  },
  async ({ user, request }) => {
    refuseWhileImpersonating(user);
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) throw new AppError('MissingFile');
    return uploadProfilePicture(await getDb(), user.id, file);
  },
);
