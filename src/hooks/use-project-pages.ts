'use client';

import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { searchProjectResponse, type SearchProjectResponse } from '@/contracts/projects';
import { SEARCH_MIN_KEYWORD } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';

const PROJECT_PAGES_KEY = 'search-project-pages';

/**
 * Pages of GET /api/search-project for a keyword (under 2 characters: the trending list), one more page per
 * `fetchNextPage` while the server says there is more.
 */
export function useProjectPages(keyword: string, perPage: number, enabled: boolean) {
  const effective = keyword.trim().length >= SEARCH_MIN_KEYWORD ? keyword.trim() : '';
  return useInfiniteQuery({
    queryKey: [PROJECT_PAGES_KEY, effective, perPage],
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

/** Keeps only the first page of every keyword's pages: the next opening of a list starts at its top. */
export function keepFirstProjectPages(client: QueryClient): void {
  client.setQueriesData<InfiniteData<SearchProjectResponse, number>>(
    { queryKey: [PROJECT_PAGES_KEY] },
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  );
}
