import 'server-only';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@/contracts/health';
import type { Executor } from '../db/client';

// A readiness probe must answer quickly even when the database hangs.
const PROBE_TIMEOUT_MS = 2_000;

export async function checkDatabase(db: () => Promise<Executor>): Promise<HealthResponse> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const probe = (async () => (await db()).execute(sql`select 1`))();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
    });
    await Promise.race([probe, timeout]);
    return { status: 'ok', db: 'ok' };
  } catch {
    return { status: 'error', db: 'down' };
  } finally {
    clearTimeout(timer);
  }
}
