// POST /api/test-hooks/alert: test-only (TEST_HOOKS=on), records and confirms a synthetic alert on a project,
// which warns its watchers (marks, mails, webhooks). A 404 when the hooks are off.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { env } from '@/config/env';
import { errorResponse } from '@/server/http/error-response';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { recordTestAlert } from '@/server/security/record-test-alert';

const handler = route(
  { input: z.object({ projectId: z.string().min(1).max(200) }).strict() },
  async ({ input }) => recordTestAlert(await getDb(), input.projectId),
);

export async function POST(request: NextRequest) {
  if (env().TEST_HOOKS !== 'on') return errorResponse('NotFound');
  return handler(request);
}
