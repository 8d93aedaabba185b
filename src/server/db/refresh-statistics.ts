import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Refreshes the planner's statistics after a bulk write (a seed, an import). Without them PostgreSQL plans the
 * search and the leaderboard as if the tables were empty until autovacuum gets round to them: sorting the whole
 * catalogue where an index walk takes a millisecond.
 */
export async function refreshStatistics(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
}
