'use client';

import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import type { FlagName, FlagValues } from '@/contracts/flags';

// The feature-flag client: it downloads the signed-in user's flags by GET with If-None-Match, a 304 meaning
// that the copy it holds is still current. The server evaluates the rules; the browser only reads the answer.

let held: { etag: string; values: FlagValues } | undefined;

async function fetchFlags(): Promise<FlagValues> {
  // Plain fetch, not the api client: a 304 is an answer here, not a failure.
  const response = await fetch('/api/flags', {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: held ? { 'if-none-match': held.etag } : undefined,
  });
  if (response.status === 304 && held) return held.values;
  if (!response.ok) throw new Error(`flags: ${response.status}`);
  // The flags' contract loads with the first flags fetched: a signed-out visitor never needs it.
  const { flagValues } = await import('@/contracts/flags');
  const values = flagValues.parse(await response.json());
  const etag = response.headers.get('etag');
  if (etag) held = { etag, values };
  return values;
}

/** Whether a flag is on for the signed-in user (always off when signed out or before the answer arrives). */
export function useFeatureFlag(name: FlagName): boolean {
  const { data: session } = useSession();
  const user = session?.user;
  // The answer is the user's own: another user signing in in this tab asks again.
  const flags = useQuery({
    queryKey: ['feature-flags', user?.id],
    queryFn: fetchFlags,
    enabled: Boolean(user),
  });
  return Boolean(user) && flags.data?.[name] === true;
}
