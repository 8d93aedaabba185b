'use client';

import { useId } from 'react';
import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

export type SingleMutation<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  /** Whether a send runs: the mutation cache knows at once, before the next render tells `isPending`. */
  readonly isRunning: () => boolean;
  /** Sends, unless a send already runs: two quick presses, or a form's two validations, make one request. */
  readonly send: (variables: TVariables) => void;
};

/**
 * A mutation that runs one at a time: the send of a form or dialog, where a second press while the first is on
 * its way must not make a second request (one report, one mail, one list).
 */
export function useSingleMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey'>,
): SingleMutation<TData, TVariables> {
  const client = useQueryClient();
  const mutationKey = ['single', useId()];
  const mutation = useMutation({ ...options, mutationKey });
  const isRunning = () => client.isMutating({ mutationKey }) > 0;
  return {
    ...mutation,
    isRunning,
    send: (variables) => {
      if (!isRunning()) mutation.mutate(variables);
    },
  };
}
