import 'server-only';
import { sql } from 'drizzle-orm';
import { COMPARE_MAX_PROJECTS, COMPARE_MIN_PROJECTS } from '@/config/constants';
import type { ComparedProject } from '@/contracts/compare';
import { projectIdParam } from '@/contracts/projects';
import { COMPARE_MESSAGES } from '@/lib/messages';
import type { Executor } from '../db/client';
import { getProjectDetail } from './get-project-detail';
import { listLeaderboard } from './list-leaderboard';

export type CompareOutcome =
  | { readonly ok: true; readonly ids: readonly string[]; readonly projects: readonly ComparedProject[] }
  | { readonly ok: false; readonly ids: readonly string[]; readonly message: string };

/** The ids of `?ids=a,b,c`, trimmed and without repeats, in the order given. */
export function compareIdsOf(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}

/**
 * The projects of /compare?ids=…, side by side: their leaderboard row (score, badges), their category scores and
 * their incidents and audits. Anything wrong with the ids is a message for the visitor, never an error.
 */
export async function compareProjects(db: Executor, ids: readonly string[]): Promise<CompareOutcome> {
  if (ids.length > COMPARE_MAX_PROJECTS) return { ok: false, ids, message: COMPARE_MESSAGES.tooMany };
  const malformed = ids.find((id) => !projectIdParam.safeParse(id).success);
  if (malformed !== undefined) {
    return { ok: false, ids: [], message: COMPARE_MESSAGES.notAnId(malformed) };
  }
  const page = await listLeaderboard(db, {
    projectIds: [...ids],
    sort: { field: 'rank', order: 'asc' },
    filter: {},
    currentPage: 1,
    dataPerPage: COMPARE_MAX_PROJECTS,
  });
  const rows = new Map(page.data.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !rows.has(id));
  const known = ids.filter((id) => rows.has(id));
  if (unknown.length > 0) {
    return { ok: false, ids: known, message: COMPARE_MESSAGES.unknown(unknown) };
  }
  if (ids.length < COMPARE_MIN_PROJECTS) return { ok: false, ids, message: COMPARE_MESSAGES.tooFew };

  const counts = await db.execute<{
    id: string;
    incidents: number;
    loss: string | null;
    unknown_losses: number;
    audits: number;
  }>(sql`
    select p.id,
      (select count(*)::int from security_alerts a
        where a.project_id = p.id and a.state = 'confirmed' and a.kind = 'incident') as incidents,
      (select sum(a.loss_usd) from security_alerts a
        where a.project_id = p.id and a.state = 'confirmed' and a.kind = 'incident'
          and a.loss_review is distinct from 'pending') as loss,
      (select count(*)::int from security_alerts a
        where a.project_id = p.id and a.state = 'confirmed' and a.kind = 'incident'
          and (a.loss_usd is null or a.loss_review = 'pending')) as unknown_losses,
      (select count(*)::int from audits u where u.project_id = p.id and u.status = 'completed') as audits
    from projects p where p.id in ${ids}`);
  const countsOf = new Map(counts.rows.map((row) => [row.id, row]));
  const projects: ComparedProject[] = [];
  for (const id of ids) {
    const detail = await getProjectDetail(db, id);
    const count = countsOf.get(id);
    if (!detail || !count) continue;
    projects.push({
      row: rows.get(id)!,
      detail,
      incidents: Number(count.incidents),
      knownLossUsd: Number(count.loss ?? 0),
      unknownLosses: Number(count.unknown_losses),
      completedAudits: Number(count.audits),
    });
  }
  return { ok: true, ids, projects };
}
