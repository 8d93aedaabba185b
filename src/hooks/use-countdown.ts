'use client';

import { useEffect, useState } from 'react';

/** Whole seconds left of a countdown of `seconds` that started at `startedAt` (ms), ticking every second. */
export function useCountdown(startedAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  if (startedAt === null) return 0;
  // `now` may predate the start until the first tick: never more than the full countdown.
  return Math.min(seconds, Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000)));
}
