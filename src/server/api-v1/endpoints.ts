import 'server-only';
import { z } from 'zod';
import {
  apiV1AuditsAnswer,
  apiV1AuditsQuery,
  apiV1HistoryAnswer,
  apiV1HistoryQuery,
  apiV1IncidentsAnswer,
  apiV1IncidentsQuery,
  apiV1MethodologyAnswer,
  apiV1ProjectAnswer,
  apiV1ProjectParams,
  apiV1ProjectsAnswer,
  apiV1ProjectsQuery,
} from '@/contracts/api-v1';
import type { Executor } from '../db/client';
import {
  auditsAnswer,
  historyAnswer,
  incidentsAnswer,
  methodologyAnswer,
  projectAnswer,
  projectsAnswer,
} from './answers';

/** One endpoint of the public API: its address, contracts, words for the document, and an example. */
export interface ApiV1Endpoint<TQuery extends z.ZodType = z.ZodType, TParams extends z.ZodType = z.ZodType> {
  /** The address as OpenAPI writes it, `{name}` for a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly query?: TQuery;
  readonly params?: TParams;
  readonly answer: z.ZodType;
  /** A request to show in the documentation: its query string and path parameters. */
  readonly example: { readonly query?: Record<string, string>; readonly params?: Record<string, string> };
  readonly build: (
    db: Executor,
    query: z.infer<TQuery>,
    params: z.infer<TParams>,
  ) => Promise<unknown> | unknown;
}

const endpoint = <TQuery extends z.ZodType, TParams extends z.ZodType>(
  definition: ApiV1Endpoint<TQuery, TParams>,
) => definition;

const noQuery = z.object({}).strict();
const noParams = z.object({});

export const PROJECTS_ENDPOINT = endpoint({
  path: '/api/v1/projects',
  summary: 'List projects',
  description:
    'The projects of the Security Leaderboard with their score, grade, coverage and confidence, filtered and ' +
    'sorted as on the leaderboard. By default only projects with a score, by rank. Pages follow `nextCursor`.',
  query: apiV1ProjectsQuery,
  params: noParams,
  answer: apiV1ProjectsAnswer,
  example: { query: { sort: 'score', order: 'desc', limit: '2' } },
  build: (db, query) => projectsAnswer(db, query),
});

export const PROJECT_ENDPOINT = endpoint({
  path: '/api/v1/projects/{id}',
  summary: 'One project',
  description:
    'A project with its Security Score, category scores, coverage, confidence and methodology version, and ' +
    'every signal with its value, its evidence links and the data sets it comes from.',
  query: noQuery,
  params: apiV1ProjectParams,
  answer: apiV1ProjectAnswer,
  example: { params: { id: 'uniswap' } },
  build: (db, _query, params) => projectAnswer(db, params.id),
});

export const HISTORY_ENDPOINT = endpoint({
  path: '/api/v1/projects/{id}/history',
  summary: 'Score history of a project',
  description:
    'The daily Security Score of a project over the last days, what changed each day (signal by signal), and ' +
    'its confirmed incidents in the period.',
  query: apiV1HistoryQuery,
  params: apiV1ProjectParams,
  answer: apiV1HistoryAnswer,
  example: { query: { days: '30' }, params: { id: 'uniswap' } },
  build: (db, query, params) => historyAnswer(db, params.id, query.days),
});

export const INCIDENTS_ENDPOINT = endpoint({
  path: '/api/v1/incidents',
  summary: 'Security incidents',
  description:
    'Confirmed hacks, exploits and rug pulls, with the filters and orders of the Security Alerts page. A loss ' +
    'under review is null and sorts last.',
  query: apiV1IncidentsQuery,
  params: noParams,
  answer: apiV1IncidentsAnswer,
  example: { query: { year: '2024', sort: 'loss', limit: '2' } },
  build: (db, query) => incidentsAnswer(db, query),
});

export const AUDITS_ENDPOINT = endpoint({
  path: '/api/v1/audits',
  summary: 'Audits',
  description: 'Completed security audits, newest first, with their report links and findings, or open ones.',
  query: apiV1AuditsQuery,
  params: noParams,
  answer: apiV1AuditsAnswer,
  example: { query: { limit: '2' } },
  build: (db, query) => auditsAnswer(db, query),
});

export const METHODOLOGY_ENDPOINT = endpoint({
  path: '/api/v1/methodology',
  summary: 'Score methodology',
  description:
    'The published Security Score methodology: its categories and their weights, every signal with its unit, ' +
    'weight, formula and the age past which it is stale, the grade bands, and the version.',
  query: noQuery,
  params: noParams,
  answer: apiV1MethodologyAnswer,
  example: {},
  build: () => methodologyAnswer(),
});

export const API_V1_ENDPOINTS: readonly ApiV1Endpoint[] = [
  PROJECTS_ENDPOINT,
  PROJECT_ENDPOINT,
  HISTORY_ENDPOINT,
  INCIDENTS_ENDPOINT,
  AUDITS_ENDPOINT,
  METHODOLOGY_ENDPOINT,
] as unknown as readonly ApiV1Endpoint[];

/** The address of an example request, path parameters filled in. */
export function exampleUrl(endpoint: ApiV1Endpoint): string {
  const path = endpoint.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => endpoint.example.params?.[name] ?? '',
  );
  const query = new URLSearchParams(endpoint.example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
