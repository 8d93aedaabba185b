// POST /api/impersonation-tool/create: a staff member with the impersonationTool flag becomes the user of
// impersonatingUserId; the session cookie is replaced by the user's, carrying adminId.
import { NextResponse } from 'next/server';
import { createImpersonationInput } from '@/contracts/impersonation';
import { sessionTokenOf, writeSessionCookie } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db/db';
import { AppError } from '@/server/errors/app-error';
import { clientKey } from '@/server/http/rate-limit';
import { route } from '@/server/http/route';
import { startImpersonation } from '@/server/impersonation/start-impersonation';

export const POST = route(
  {
    auth: 'user',
    input: createImpersonationInput,
    rateLimit: { name: 'impersonation', points: 30, windowSeconds: 600 },
  },
  async ({ user, input, request }) => {
    const adminToken = await sessionTokenOf(request);
    if (!adminToken) throw new AppError('Forbidden');
    const token = await startImpersonation(await getDb(), {
      admin: user,
      adminToken,
      impersonatingUserId: input.impersonatingUserId,
      address: clientKey(request.headers),
    });
    const response = NextResponse.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
    await writeSessionCookie(response, token);
    return response;
  },
);
