'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchProjectResponse } from '@/contracts/projects';
import { SEARCH_MIN_KEYWORD } from '@/config/constants';
import { apiRequest } from '@/lib/api-client';
import { ensureVisitor } from '@/lib/visitor';

/** GET /api/search-project for a keyword; under 2 characters it asks for the trending list (empty keyword). */
export function useProjectSearch(keyword: string, perPage: number, enabled: boolean) {
  const effective = keyword.trim().length >= SEARCH_MIN_KEYWORD ? keyword.trim() : '';
  return useQuery({
    queryKey: ['search-project', effective, perPage],
    queryFn: async ({ signal }) => {
      // A search counts for Trending only from a visitor with a cookie.
      if (effective) await ensureVisitor();
      return apiRequest('/api/search-project', {
        query: { keyword: effective || undefined, page: 1, perPage },
        schema: searchProjectResponse,
        signal,
      });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
