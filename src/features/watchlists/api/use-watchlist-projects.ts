'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leaderboardPage, type ProjectsListSort } from '@/contracts/projects';
import { apiRequest } from '@/lib/api-client';

export const WATCHLIST_PAGE_SIZE = 20;

/** One page of a list's projects through POST /api/projects-list with projectIds, sorted on the server. */
export function useWatchlistProjects(
  projectIds: readonly string[],
  sort: ProjectsListSort,
  currentPage: number,
) {
  return useQuery({
    queryKey: ['projects-list', [...projectIds].sort(), sort, currentPage],
    queryFn: ({ signal }) =>
      apiRequest('/api/projects-list', {
        method: 'POST',
        body: { projectIds, sort, currentPage, dataPerPage: WATCHLIST_PAGE_SIZE },
        schema: leaderboardPage,
        signal,
      }),
    enabled: projectIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
