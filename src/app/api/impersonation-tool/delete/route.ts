// POST /api/impersonation-tool/delete: back from an impersonated session to the staff member recorded with it;
// when that staff member may no longer impersonate, or the impersonation already ended, out of it, signed out.
import { NextResponse } from 'next/server';
import { deleteImpersonationInput } from '@/contracts/impersonation';
import { sessionTokenOf, writeSessionCookie } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db/db';
import { AppError } from '@/server/errors/app-error';
import { clientKey } from '@/server/http/rate-limit';
import { route } from '@/server/http/route';
import { endImpersonation } from '@/server/impersonation/end-impersonation';

export const POST = route(
  {
    // The way out must work even when the session no longer resolves to a user (the staff member lost the flag,
    // and the session's first use ended it): the token itself is what is ended here.
    auth: 'optional',
    input: deleteImpersonationInput,
    rateLimit: { name: 'impersonation', points: 30, windowSeconds: 600 },
  },
  async ({ input, request }) => {
    const token = await sessionTokenOf(request);
    if (!token) throw new AppError('Unauthorized');
    const adminToken = await endImpersonation(await getDb(), {
      token,
      adminId: input.adminId,
      address: clientKey(request.headers),
    });
    const response = NextResponse.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
    await writeSessionCookie(response, adminToken);
    return response;
  },
);
