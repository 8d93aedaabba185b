import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';
import { securityAlertView } from './discovery';

/** GET /security-alerts and GET /api/security-alerts/export: the filters and order of the incidents view. */
export const securityAlertsQuery = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    chain: lineText().trim().min(1).max(80).optional(),
    category: lineText().trim().min(1).max(100).optional(),
    // Incidents tied to a listed project, or those known only under their own name.
    project: z.enum(['with', 'without']).optional(),
    sort: z.enum(['date', 'loss']).default('date'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type SecurityAlertsQuery = z.infer<typeof securityAlertsQuery>;

/** GET /security-alerts?page=N: the page of the view's table, from 1. */
export const securityAlertsPageNumber = z.coerce.number().int().min(1).max(1_000_000);

export const securityAlertsPage = z.object({
  /** The incidents of the page asked, or all of them when no page was asked. */
  alerts: z.array(securityAlertView),
  /** Every incident that matches the filters, across all pages. */
  total: z.number().int(),
  /** The page shown (from 1) and its size; without a page asked, one page holding every incident. */
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Known losses of every incident that matches the filters; losses under review are left out. */
  totalLossUsd: z.number(),
  monthlyLosses: z.array(z.object({ month: z.string(), lossUsd: z.number() })),
  byCategory: z.array(z.object({ category: z.string(), count: z.number().int(), lossUsd: z.number() })),
  options: z.object({
    years: z.array(z.number().int()),
    chains: z.array(z.string()),
    categories: z.array(z.string()),
  }),
});
export type SecurityAlertsPage = z.infer<typeof securityAlertsPage>;

/** The query string of a view, without its defaults: the page's URL and the CSV link share it. */
export function securityAlertsSearch(query: Partial<SecurityAlertsQuery>): string {
  const params = new URLSearchParams();
  if (query.year !== undefined) params.set('year', String(query.year));
  if (query.chain) params.set('chain', query.chain);
  if (query.category) params.set('category', query.category);
  if (query.project) params.set('project', query.project);
  if (query.sort && query.sort !== 'date') params.set('sort', query.sort);
  if (query.order && query.order !== 'desc') params.set('order', query.order);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query string of one page of the view: its filters, then the page when it is not the first. */
export function securityAlertsPageSearch(query: Partial<SecurityAlertsQuery>, page: number): string {
  const search = securityAlertsSearch(query);
  if (page <= 1) return search;
  return `${search ? `${search}&` : '?'}page=${page}`;
}
