'use client';

import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Runs one submit at a time: a submit while another runs is ignored. */
export function useSingleSubmit() {
  const client = useQueryClient();
  const mutationKey = ['submit', useId()];
  const { isPending, mutateAsync } = useMutation({
    mutationKey,
    // Offline, the submit runs all the same and its form reports the failure.
    networkMode: 'always',
    mutationFn: (task: () => Promise<void>) => task(),
  });
  const run = async (task: () => Promise<void>) => {
    // The mutation cache knows at once that a submit runs; isPending tells the form at its next render.
    if (client.isMutating({ mutationKey }) > 0) return;
    await mutateAsync(task);
  };
  return { isSubmitting: isPending, run };
}
