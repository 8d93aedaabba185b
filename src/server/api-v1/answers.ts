import 'server-only';
import type { z } from 'zod';
import type {
  ApiV1AuditsQuery,
  ApiV1IncidentsQuery,
  ApiV1Methodology,
  ApiV1ProjectsQuery,
  apiV1AuditsAnswer,
  apiV1HistoryAnswer,
  apiV1IncidentsAnswer,
  apiV1MethodologyAnswer,
  apiV1ProjectAnswer,
  apiV1ProjectsAnswer,
} from '@/contracts/api-v1';
import { apiV1Methodology } from '@/contracts/api-v1';
import {
  methodologyText,
  WORKED_EXAMPLE_AS_OF,
  WORKED_EXAMPLE_INPUTS,
  WORKED_EXAMPLE_NAME,
  workedExample,
} from '@/lib/score/methodology-text';
import type { Executor } from '../db/client';
import { AppError } from '../errors/app-error';
import { getProjectDetail } from '../projects/get-project-detail';
import { listLeaderboardAfterCached } from '../projects/leaderboard-cache';
import type { LeaderboardKey } from '../projects/list-leaderboard-after';
import { projectBriefs } from '../projects/project-briefs';
import { getScoreHistory } from '../scores/get-score-history';
import type { ScoreCauseView } from '@/contracts/score-causes';
import { pageAudits } from '../security/list-audits';
import { pageSecurityAlerts } from '../security/search-security-alerts';
import type { KeyValue } from '../db/keyset';
import { decodeCursor, encodeCursor } from './cursor';
import { API_V1_TERMS } from './terms';

type Answer<T extends z.ZodType> = z.input<T>;

/** GET /api/v1/projects: the leaderboard's filters and sorts, a keyset page at a time. */
export async function projectsAnswer(
  db: Executor,
  query: ApiV1ProjectsQuery,
): Promise<Answer<typeof apiV1ProjectsAnswer>> {
  const order = `projects:${query.sort}:${query.order}`;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, order);
  // A cursor is ours, but its text can be written by anyone: its key must fit the columns it is compared with.
  const valueType = query.sort === 'name' || query.sort === 'category' ? 'string' : 'number';
  if (
    after &&
    (after.length !== 3 ||
      (after[0] !== null && typeof after[0] !== valueType) ||
      (after[1] !== null && typeof after[1] !== 'number') ||
      typeof after[2] !== 'string')
  ) {
    throw new AppError('InvalidCursor');
  }
  const page = await listLeaderboardAfterCached(db, {
    filter: {
      chains: query.chains,
      categories: query.categories,
      scoreMin: query.scoreMin,
      scoreMax: query.scoreMax,
      auditStatus: query.auditStatus,
      coverage: query.coverage,
    },
    sort: { field: query.sort, order: query.order },
    limit: query.limit,
    after: after as LeaderboardKey | undefined,
  });
  return {
    data: page.rows,
    total: page.total,
    nextCursor: page.next ? encodeCursor(order, page.next) : null,
    ...API_V1_TERMS,
  };
}

/** GET /api/v1/projects/{id}: the project with its score explained, signal by signal, with its evidence. */
export async function projectAnswer(db: Executor, id: string): Promise<Answer<typeof apiV1ProjectAnswer>> {
  const project = await getProjectDetail(db, id);
  if (!project) throw new AppError('NotFound');
  return { data: project, ...API_V1_TERMS };
}

/** GET /api/v1/projects/{id}/history: the daily scores, what changed each day, and the incidents. */
export async function historyAnswer(
  db: Executor,
  id: string,
  days: number,
): Promise<Answer<typeof apiV1HistoryAnswer>> {
  if (!(await projectBriefs(db, [id])).has(id)) throw new AppError('NotFound');
  const history = await getScoreHistory(db, id, days);
  return {
    data: {
      days: history.days.map((day) => ({
        ...day,
        changes: [...day.changes],
        causes: day.causes.map((cause) => structuredClone(cause) as ScoreCauseView),
        explanation: [...day.explanation],
      })),
      incidents: [...history.incidents],
    },
    ...API_V1_TERMS,
  };
}

// A cursor is ours, but its text can be written by anyone: each value of its key must be of its column's type.
const isIsoTime = (value: KeyValue) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: KeyValue) => typeof value === 'number' && Number.isSafeInteger(value);
const isAmountOrNull = (value: KeyValue) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function keyOfCursor(
  cursor: string | undefined,
  order: string,
  checks: readonly ((value: KeyValue) => boolean)[],
): KeyValue[] | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeCursor(cursor, order);
  if (key.length !== checks.length || !checks.every((check, index) => check(key[index] ?? null)))
    throw new AppError('InvalidCursor');
  return key;
}

/** GET /api/v1/incidents: the confirmed incidents with the filters and orders of /security-alerts. */
export async function incidentsAnswer(
  db: Executor,
  { limit, cursor, ...filters }: ApiV1IncidentsQuery,
): Promise<Answer<typeof apiV1IncidentsAnswer>> {
  const order = `incidents:${filters.sort}:${filters.order}`;
  const byDate = [isIsoTime, isCount];
  const after = keyOfCursor(cursor, order, filters.sort === 'loss' ? [isAmountOrNull, ...byDate] : byDate);
  const page = await pageSecurityAlerts(db, filters, { limit, after });
  return {
    data: page.alerts,
    total: page.total,
    nextCursor: page.next ? encodeCursor(order, page.next) : null,
    ...API_V1_TERMS,
  };
}

/** GET /api/v1/audits: completed audits, newest first, or those in the works. */
export async function auditsAnswer(
  db: Executor,
  { state, project, firm, limit, cursor }: ApiV1AuditsQuery,
): Promise<Answer<typeof apiV1AuditsAnswer>> {
  const order = `audits:${state}`;
  // An audit without a date sorts last, and a page may end on one.
  const after = keyOfCursor(cursor, order, [(value) => value === null || isIsoTime(value), isCount]);
  const page = await pageAudits(db, { state, limit, projectId: project, firm, after });
  return {
    data: page.audits,
    total: page.total,
    nextCursor: page.next ? encodeCursor(order, page.next) : null,
    ...API_V1_TERMS,
  };
}

/** The published methodology, from the engine's definitions, with the engine's result for the worked example. */
export function methodology(): ApiV1Methodology {
  const example = workedExample();
  const results = new Map(example.categories.flatMap((category) => category.signals).map((s) => [s.key, s]));
  return apiV1Methodology.parse({
    ...methodologyText(),
    workedExample: {
      name: WORKED_EXAMPLE_NAME,
      asOf: WORKED_EXAMPLE_AS_OF,
      signals: WORKED_EXAMPLE_INPUTS.map((input) => ({
        key: input.key,
        value: input.value,
        measuredAt: input.measuredAt?.toISOString() ?? null,
        subscore: results.get(input.key)?.subscore ?? null,
        impact: results.get(input.key)?.impact ?? null,
      })),
      categories: example.categories.map((category) => ({
        key: category.key,
        score: category.score,
        coverage: category.coverage,
      })),
      score: example.score,
      tier: example.tier,
      coverage: example.coverage,
      confidence: example.confidence,
    },
  });
}

/** GET /api/v1/methodology. */
export function methodologyAnswer(): Answer<typeof apiV1MethodologyAnswer> {
  return { data: methodology(), ...API_V1_TERMS };
}
