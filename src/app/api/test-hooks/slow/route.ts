// GET /api/test-hooks/slow?ms=N: test-only (TEST_HOOKS=on), answers after N ms (at most 10 s), so that the fault
// suite can hold requests in flight while it stops the server. A 404 when the hooks are off.
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/config/env';
import { errorResponse } from '@/server/http/error-response';

const MAX_DELAY_MS = 10_000;

export async function GET(request: NextRequest) {
  if (env().TEST_HOOKS !== 'on') return errorResponse('NotFound');
  const asked = Number(request.nextUrl.searchParams.get('ms'));
  const delay = Number.isFinite(asked) ? Math.min(Math.max(asked, 0), MAX_DELAY_MS) : 0;
  await new Promise((resolve) => setTimeout(resolve, delay));
  return NextResponse.json({ waitedMs: delay }, { headers: { 'cache-control': 'no-store' } });
}
