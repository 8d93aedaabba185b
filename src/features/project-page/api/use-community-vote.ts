'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoteSummary } from '@/contracts/community';
import { apiRequest, lazyContract } from '@/lib/api-client';
import { ensureVisitor } from '@/lib/visitor';

// The vote and the page view are on the project page's first load: the contract, and zod with it, load with the
// first request's answer.
const community = () => import('@/contracts/community');
const voteSummary = () => community().then((module) => module.voteSummary);

const summaryKey = (projectId: string) => ['vote-summary', projectId] as const;

export function useVoteSummary(projectId: string) {
  return useQuery({
    queryKey: summaryKey(projectId),
    queryFn: ({ signal }) =>
      apiRequest('/api/projects/average-yes-percentage', {
        query: { id: projectId },
        schema: voteSummary,
        signal,
      }),
  });
}

/** Casts a vote optimistically: the count and share move at once and roll back if the server refuses. */
export function useCastVote(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vote: 'yes' | 'no') => {
      await ensureVisitor();
      return apiRequest('/api/projects/vote', {
        method: 'POST',
        body: { id: projectId, vote },
        schema: voteSummary,
      });
    },
    onMutate: async (vote) => {
      await client.cancelQueries({ queryKey: summaryKey(projectId) });
      const previous = client.getQueryData<VoteSummary>(summaryKey(projectId));
      if (previous) {
        const yes = Math.round(((previous.yesPercentage ?? 0) * previous.votes) / 100);
        const votes = previous.votes + (previous.myVote ? 0 : 1);
        const yesAfter = yes - (previous.myVote === 'yes' ? 1 : 0) + (vote === 'yes' ? 1 : 0);
        client.setQueryData<VoteSummary>(summaryKey(projectId), {
          ...previous,
          votes,
          myVote: vote,
          yesPercentage: Math.round((10_000 * yesAfter) / votes) / 100,
        });
      }
      return { previous };
    },
    onError: (_error, _vote, context) => {
      if (context?.previous) client.setQueryData(summaryKey(projectId), context.previous);
    },
    onSuccess: (summary) => client.setQueryData(summaryKey(projectId), summary),
  });
}

export async function recordPageView(projectId: string) {
  await ensureVisitor();
  return apiRequest('/api/projects/page-view', {
    query: { projectId },
    schema: lazyContract(community, (module) => module.pageViewResult),
  });
}
