'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okOutput } from '@/contracts/auth';
import { createdWebhookOutput, webhooksOutput } from '@/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';

// The webhook endpoints of Account Settings, as query hooks.

const KEY = ['user', 'webhooks'];
// The deliveries move on their own (the worker sends and retries): the list is read again while it is shown.
const REFRESH_MS = 10_000;

export const useWebhooks = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => apiRequest('/api/user/webhooks', { schema: webhooksOutput }),
    refetchInterval: REFRESH_MS,
  });

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      apiRequest('/api/user/webhooks/create', {
        method: 'POST',
        body: { url },
        schema: createdWebhookOutput,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('/api/user/webhooks/delete', { method: 'POST', body: { id }, schema: okOutput }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
