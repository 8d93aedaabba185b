// GET /api/health/live: liveness; constant JSON without touching the database or the session.
import { NextResponse } from 'next/server';
import type { LivenessResponse } from '@/contracts/health';

export const dynamic = 'force-dynamic';

const ALIVE: LivenessResponse = { status: 'ok' };

export function GET(): NextResponse {
  return NextResponse.json(ALIVE, { headers: { 'cache-control': 'no-store' } });
}
