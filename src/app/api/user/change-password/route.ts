// POST /api/user/change-password: old and new password; every other session of the account ends.
import { NextResponse } from 'next/server';
import { changePasswordInput } from '@/contracts/auth';
import { changePassword } from '@/server/auth/change-password';
import { reissueSession } from '@/server/auth/reissue-session';
import { getDb } from '@/server/db/db';
import { refuseWhileImpersonating } from '@/server/errors/app-error';
import { route } from '@/server/http/route';

export const POST = route(
  {
    auth: 'user',
    input: changePasswordInput,
    rateLimit: { name: 'change-password', points: 10, windowSeconds: 3600 },
  },
  async ({ user, input, request }) => {
    refuseWhileImpersonating(user);
    const version = await changePassword(await getDb(), { userId: user.id, ...input });
    const response = NextResponse.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
    await reissueSession(request, response, version);
    return response;
  },
);
