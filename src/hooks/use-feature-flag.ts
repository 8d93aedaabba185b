'use client';

import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import type { FlagName, FlagsPayload } from '@/contracts/flags';
import type * as FeatureFlags from '@/lib/feature-flags';

// The feature-flag client: it downloads the configuration by GET with If-None-Match, a 304
// meaning that the copy it holds is still current, and evaluates it in the browser for the signed-in user (the
// server has already reduced the rules to this user's values).

let held: { etag: string; payload: FlagsPayload } | undefined;
// GrowthBook's evaluation and the flags' contract load with the first flags fetched: a signed-out visitor never
// needs them.
let isFlagOn: typeof FeatureFlags.isFlagOn | undefined;

async function fetchFlags(): Promise<FlagsPayload> {
  isFlagOn ??= (await import('@/lib/feature-flags')).isFlagOn;
  // Plain fetch, not the api client: a 304 is an answer here, not a failure.
  const response = await fetch('/api/flags', {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: held ? { 'if-none-match': held.etag } : undefined,
  });
  if (response.status === 304 && held) return held.payload;
  if (!response.ok) throw new Error(`flags: ${response.status}`);
  const { flagsPayload } = await import('@/contracts/flags');
  const payload = flagsPayload.parse(await response.json());
  const etag = response.headers.get('etag');
  if (etag) held = { etag, payload };
  return payload;
}

/** Whether a flag is on for the signed-in user (always off when signed out or before the rules arrive). */
export function useFeatureFlag(name: FlagName): boolean {
  const { data: session } = useSession();
  const user = session?.user;
  // The answer is the user's own: another user signing in in this tab asks again.
  const flags = useQuery({
    queryKey: ['feature-flags', user?.id],
    queryFn: fetchFlags,
    enabled: Boolean(user),
  });
  if (!user || !flags.data || !isFlagOn) return false;
  return isFlagOn(flags.data, name, { id: user.id, username: user.username, email: user.email });
}
