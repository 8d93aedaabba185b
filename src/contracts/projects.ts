import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';
import { TIERS } from '@/lib/score/methodology';

/** A project's id as it appears in its addresses (/projects/{id}, its feed and badge). */
export const projectIdParam = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'must be a project id');

export const AUDIT_STATUSES = ['audited', 'under_audit', 'not_audited'] as const;
export const KYC_BADGES = ['gold', 'silver', 'bronze'] as const;

export const leaderboardRow = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  ticker: z.string().nullable(),
  category: z.string(),
  chains: z.array(z.string()),
  marketCapUsd: z.number().nullable(),
  score: z.number().nullable(),
  tier: z.enum(TIERS).nullable(),
  coverage: z.number(),
  confidence: z.enum(['high', 'medium', 'low']),
  rank: z.number().int().nullable(),
  percentile: z.number().nullable(),
  change24h: z.number().nullable(),
  auditStatus: z.enum(AUDIT_STATUSES),
  kyc: z.enum(KYC_BADGES).nullable(),
  bugBountyUsd: z.number().nullable(),
  hasAlerts: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const leaderboardPage = z.object({
  data: z.array(leaderboardRow),
  total: z.number().int(),
  currentPage: z.number().int(),
  dataPerPage: z.number().int(),
});
export type LeaderboardPage = z.infer<typeof leaderboardPage>;

export const LEADERBOARD_SORT_FIELDS = [
  'rank',
  'name',
  'score',
  'change24h',
  'category',
  'marketCap',
] as const;
export type LeaderboardSortField = (typeof LEADERBOARD_SORT_FIELDS)[number];
export const AUDIT_FILTERS = ['audited', 'under_audit', 'not_audited', 'has_alerts'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
/**
 * Which projects a list shows by the evidence behind their score: `enough` (a Security Score and a rank; the
 * leaderboard's default), `not_enough` (not rated: no security evidence, or coverage below the minimum: "Not rated"), or `any`
 * (the default of a list of given projects, a watchlist).
 */
export const COVERAGE_FILTERS = ['enough', 'not_enough', 'any'] as const;
export type CoverageFilter = (typeof COVERAGE_FILTERS)[number];

export const projectsListSort = z
  .object({ field: z.enum(LEADERBOARD_SORT_FIELDS), order: z.enum(['asc', 'desc']) })
  .strict();
export type ProjectsListSort = z.infer<typeof projectsListSort>;

export const projectsListFilter = z
  .object({
    chains: z.array(lineText().trim().min(1).max(50)).max(20).optional(),
    categories: z.array(lineText().trim().min(1).max(50)).max(20).optional(),
    scoreMin: z.number().min(0).max(100).optional(),
    scoreMax: z.number().min(0).max(100).optional(),
    auditStatus: z.enum(AUDIT_FILTERS).optional(),
    coverage: z.enum(COVERAGE_FILTERS).optional(),
  })
  .strict()
  .refine((f) => f.scoreMin === undefined || f.scoreMax === undefined || f.scoreMin <= f.scoreMax, {
    message: 'scoreMin must not exceed scoreMax',
    path: ['scoreMin'],
  });
export type ProjectsListFilter = z.infer<typeof projectsListFilter>;

/** POST /api/projects-list (projectIds, sort, filter, currentPage, dataPerPage). */
export const projectsListInput = z
  .object({
    projectIds: z.array(lineText().min(1).max(200)).max(500).optional(),
    sort: projectsListSort.default({ field: 'rank', order: 'asc' }),
    filter: projectsListFilter.default({}),
    currentPage: z.number().int().min(1).max(100_000).default(1),
    dataPerPage: z.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ProjectsListInput = z.infer<typeof projectsListInput>;

/** GET /api/search-project (page 1 and perPage 5 by default; the picker asks for 10). */
export const searchProjectQuery = z.object({
  keyword: lineText().trim().max(100, 'keyword is at most 100 characters').default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(5),
});
export type SearchProjectQuery = z.infer<typeof searchProjectQuery>;

/** A search result (id, logo, name, rank, tokenTickers; the first ticker is shown). */
export const projectSearchResult = z.object({
  id: z.string(),
  logo: z.string(),
  name: z.string(),
  rank: z.number().int().nullable(),
  tokenTickers: z.array(z.string()),
});
export type ProjectSearchResult = z.infer<typeof projectSearchResult>;

export const searchProjectResponse = z.object({
  data: z.array(projectSearchResult),
  page: z.number().int(),
  perPage: z.number().int(),
  hasMore: z.boolean(),
  /** True when the keyword was under 2 characters and the trending list answered instead. */
  isTrending: z.boolean(),
});
export type SearchProjectResponse = z.infer<typeof searchProjectResponse>;
