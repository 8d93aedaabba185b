// GET /api/test-hooks/gateway-timeout: test-only (TEST_HOOKS=on), always answers 504, so that the end-to-end
// suite can watch the API client retry it 3 times and report it. A 404 when the hooks are off.
import { NextResponse } from 'next/server';
import { env } from '@/config/env';

export function GET() {
  if (env().TEST_HOOKS !== 'on') return NextResponse.json({ error: 'NotFound' }, { status: 404 });
  return NextResponse.json(
    { error: 'GatewayTimeout' },
    { status: 504, headers: { 'cache-control': 'no-store' } },
  );
}
