'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { searchProjectResponse } from '@/contracts/projects';
import { SEARCH_MIN_KEYWORD } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

/**
 * Pages of GET /api/search-project for a keyword (under 2 characters: the trending list), one more page per
 * `fetchNextPage` while the server says there is more.
 */
export function useProjectPages(keyword: string, perPage: number, enabled: boolean) {
  const effective = keyword.trim().length >= SEARCH_MIN_KEYWORD ? keyword.trim() : '';
  return useInfiniteQuery({
    queryKey: ['search-project-pages', effective, perPage],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/search-project', {
        query: { keyword: effective || undefined, page: pageParam, perPage },
        schema: searchProjectResponse,
        signal,
      }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}
