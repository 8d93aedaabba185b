'use client';

import { useSingleMutation } from '@/hooks/use-single-mutation';

/** Runs one submit at a time: a submit while another runs is ignored. */
export function useSingleSubmit() {
  const submit = useSingleMutation({
    // Offline, the submit runs all the same and its form reports the failure.
    networkMode: 'always',
    mutationFn: (task: () => Promise<void>) => task(),
  });
  const run = async (task: () => Promise<void>) => {
    if (submit.isRunning()) return;
    await submit.mutateAsync(task);
  };
  return { isSubmitting: submit.isPending, run };
}
