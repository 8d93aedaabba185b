import type { ProjectsListInput } from '@/contracts/projects';

// The query string of a leaderboard view, without zod: the filter panel builds it on the home page's first load.
// Reading it back (parseLeaderboardParams) is in leaderboard-url.ts, on the server.

export const DEFAULT_SORT = { field: 'rank', order: 'asc' } as const;

/** The query string of a view; defaults are left out so that the plain leaderboard is plain `/`. */
export function leaderboardQueryString(
  view: Pick<ProjectsListInput, 'sort' | 'filter' | 'currentPage'>,
): string {
  const params = new URLSearchParams();
  if (view.sort.field !== DEFAULT_SORT.field || view.sort.order !== DEFAULT_SORT.order) {
    params.set('sort', view.sort.field);
    params.set('order', view.sort.order);
  }
  if (view.filter.chains?.length) params.set('chain', view.filter.chains.join(','));
  if (view.filter.categories?.length) params.set('category', view.filter.categories.join(','));
  if (view.filter.scoreMin !== undefined) params.set('scoreMin', String(view.filter.scoreMin));
  if (view.filter.scoreMax !== undefined) params.set('scoreMax', String(view.filter.scoreMax));
  if (view.filter.auditStatus) params.set('audit', view.filter.auditStatus);
  if (view.filter.coverage && view.filter.coverage !== 'enough') params.set('coverage', view.filter.coverage);
  if (view.currentPage > 1) params.set('page', String(view.currentPage));
  const query = params.toString();
  return query ? `?${query}` : '';
}
