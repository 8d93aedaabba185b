import 'server-only';
import { sql } from 'drizzle-orm';
import { projectBrief, type ProjectBrief } from '@/contracts/discovery';
import type { Executor } from '../db/client';
import { firstTicker } from './first-ticker';

/** Name, logo, first ticker, rank and score of the given projects, by id. */
export async function projectBriefs(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, ProjectBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<Record<string, unknown>>(sql`
    select p.id, p.name, p.logo, s.rank, s.score, s.tier,
           ${firstTicker(sql`p.id`)} as ticker
    from projects p left join project_scores s on s.project_id = p.id
    where p.id in ${[...new Set(ids)]}`);
  return new Map(
    rows.rows.map((row) => {
      const brief = projectBrief.parse({
        ...row,
        rank: row.rank === null ? null : Number(row.rank),
        score: row.score === null ? null : Number(row.score),
      });
      return [brief.id, brief];
    }),
  );
}
