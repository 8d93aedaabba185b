// POST /api/test-hooks/webhooks-due: test-only (TEST_HOOKS=on), makes every pending webhook delivery due now,
// so that the end-to-end suite need not wait out a retry's backoff. A 404 when the hooks are off.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/config/env';
import { errorResponse } from '@/server/http/error-response';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { makeTestDeliveriesDue } from '@/server/webhooks/make-test-deliveries-due';

const handler = route({ input: z.object({}).strict() }, async () => makeTestDeliveriesDue(await getDb()));

export async function POST(request: NextRequest) {
  if (env().TEST_HOOKS !== 'on') return errorResponse('NotFound');
  return handler(request);
}
