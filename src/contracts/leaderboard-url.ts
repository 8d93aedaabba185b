import '@/lib/zod-config';
import { z } from 'zod';
import {
  AUDIT_FILTERS,
  LEADERBOARD_SORT_FIELDS,
  projectsListInput,
  type ProjectsListInput,
} from '@/contracts/projects';
import { DEFAULT_SORT } from './leaderboard-query';

export { DEFAULT_SORT, leaderboardQueryString } from './leaderboard-query';

// The leaderboard view lives in the URL (sort, order, filters, page) so that it can be shared and survives a
// reload. A value that does not parse is left out rather than failing the page: a hand-edited link still opens.

type SearchParams = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? value.split(',') : []).map((item) => item.trim()).filter(Boolean);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const numberIn = (min: number, max: number) => z.coerce.number().min(min).max(max);

export function parseLeaderboardParams(params: SearchParams, dataPerPage: number): ProjectsListInput {
  const field = z.enum(LEADERBOARD_SORT_FIELDS).safeParse(first(params.sort));
  const order = z.enum(['asc', 'desc']).safeParse(first(params.order));
  const page = z.coerce.number().int().min(1).max(100_000).safeParse(first(params.page));
  const scoreMin = numberIn(0, 100).safeParse(first(params.scoreMin));
  const scoreMax = numberIn(0, 100).safeParse(first(params.scoreMax));
  const audit = z.enum(AUDIT_FILTERS).safeParse(first(params.audit));
  // The default, projects with enough evidence, is left out of the view.
  const coverage = z.enum(['not_enough', 'any']).safeParse(first(params.coverage));
  const chains = list(params.chain).slice(0, 20);
  const categories = list(params.category).slice(0, 20);
  const min = scoreMin.success ? scoreMin.data : undefined;
  const max = scoreMax.success ? scoreMax.data : undefined;
  const parsed = projectsListInput.safeParse({
    sort: field.success ? { field: field.data, order: order.success ? order.data : 'asc' } : DEFAULT_SORT,
    filter: {
      ...(chains.length ? { chains } : {}),
      ...(categories.length ? { categories } : {}),
      ...(min !== undefined && (max === undefined || min <= max) ? { scoreMin: min } : {}),
      ...(max !== undefined && (min === undefined || min <= max) ? { scoreMax: max } : {}),
      ...(audit.success ? { auditStatus: audit.data } : {}),
      ...(coverage.success ? { coverage: coverage.data } : {}),
    },
    currentPage: page.success ? page.data : 1,
    dataPerPage,
  });
  return parsed.success ? parsed.data : projectsListInput.parse({ dataPerPage });
}
