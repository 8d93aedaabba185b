// POST /api/test-hooks/age-codes: test-only (TEST_HOOKS=on), makes an account's one-time codes older by
// `seconds`, so that the end-to-end suite need not wait a minute for the resend cool-down. A 404 when the hooks
// are off.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/config/env';
import { ageTestCodes } from '@/server/auth/age-test-codes';
import { errorResponse } from '@/server/http/error-response';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';

const handler = route(
  {
    input: z
      .object({ email: z.string().email().max(254), seconds: z.number().int().min(1).max(86_400) })
      .strict(),
  },
  async ({ input }) => ageTestCodes(await getDb(), input.email, input.seconds),
);

export async function POST(request: NextRequest) {
  if (env().TEST_HOOKS !== 'on') return errorResponse('NotFound');
  return handler(request);
}
