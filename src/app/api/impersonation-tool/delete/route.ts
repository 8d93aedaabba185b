// POST /api/impersonation-tool/delete: back from an impersonated session to the staff member recorded with it.
import { NextResponse } from 'next/server';
import { deleteImpersonationInput } from '@/contracts/impersonation';
import { sessionTokenOf, writeSessionCookie } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db/db';
import { AppError } from '@/server/http/app-error';
import { clientKey } from '@/server/http/rate-limit';
import { route } from '@/server/http/route';
import { endImpersonation } from '@/server/impersonation/end-impersonation';

export const POST = route(
  {
    auth: 'user',
    input: deleteImpersonationInput,
    rateLimit: { name: 'impersonation', points: 30, windowSeconds: 600 },
  },
  async ({ input, request }) => {
    const token = await sessionTokenOf(request);
    if (!token) throw new AppError('Forbidden');
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
