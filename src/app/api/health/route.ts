// GET /api/health: readiness; 200 when the database answers, 503 when it does not.
import { NextResponse } from 'next/server';
import { getDb } from '@/server/db/db';
import { checkDatabase } from '@/server/health/check-database';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<NextResponse> {
  const health = await checkDatabase(getDb);
  return NextResponse.json(health, {
    status: health.db === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
