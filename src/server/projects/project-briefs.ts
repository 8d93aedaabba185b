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
           case when s.score is null then null else s.confidence end as confidence,
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

export interface ProjectBadgeFacts {
  readonly name: string;
  readonly score: number | null;
  readonly tier: string | null;
  readonly confidence: 'high' | 'medium' | 'low' | null;
}

/** What a project's badge shows: its name, and its score, tier and confidence when it is rated. */
export async function projectBadgeFacts(db: Executor, id: string): Promise<ProjectBadgeFacts | null> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select p.name, s.score, s.tier, s.confidence
    from projects p left join project_scores s on s.project_id = p.id
    where p.id = ${id}`);
  const row = rows.rows[0];
  if (!row) return null;
  const score = row.score === null || row.score === undefined ? null : Number(row.score);
  return {
    name: String(row.name),
    score,
    tier: score === null ? null : ((row.tier as string | null) ?? null),
    confidence: score === null ? null : ((row.confidence as ProjectBadgeFacts['confidence']) ?? null),
  };
}
