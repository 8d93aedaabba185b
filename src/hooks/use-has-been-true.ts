'use client';

import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: a dialog loaded on first opening stays mounted
 * afterwards, so that it can close with its animation and open again at once.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
