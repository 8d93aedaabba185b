'use client';

import { useMutation } from '@tanstack/react-query';
import { useSingleMutation } from '@/hooks/use-single-mutation';
import type { CreateCorrectionInput, DecideCorrectionInput } from '@/contracts/corrections';
import { ApiError, apiRequest } from '@/lib/api-client';
import { correctionErrorMessage } from '@/lib/messages';

// The contracts load with the first request, not with the project page.
const contracts = () => import('@/contracts/corrections');

/** Sends a correction request, one at a time; `onSuccess` runs once it is stored. */
export function useRequestCorrection({ onSuccess }: { onSuccess: () => void }) {
  return useSingleMutation({
    onSuccess,
    mutationFn: (input: CreateCorrectionInput) =>
      apiRequest('/api/corrections/create', {
        method: 'POST',
        body: input,
        schema: () => contracts().then((module) => module.createCorrectionResult),
      }),
  });
}

export function useDecideCorrection() {
  return useMutation({
    mutationFn: (input: DecideCorrectionInput) =>
      apiRequest('/api/corrections/decide', {
        method: 'POST',
        body: input,
        schema: () => contracts().then((module) => module.decideCorrectionResult),
      }),
  });
}

/** The words of a failure: a validation failure's own message, else the catalogue's words for its code. */
export function failureMessage(failure: unknown): string {
  if (!(failure instanceof ApiError)) return correctionErrorMessage(undefined);
  let message: string | undefined;
  try {
    message = (JSON.parse(failure.body) as { message?: string }).message;
  } catch {
    message = undefined;
  }
  return correctionErrorMessage(failure.code, message);
}
