'use client';

import { useCallback, useRef, useState } from 'react';

/** Runs one submit at a time: a submit while another runs is ignored. */
export function useSingleSubmit() {
  const running = useRef(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setIsSubmitting(true);
    try {
      await task();
    } finally {
      running.current = false;
      setIsSubmitting(false);
    }
  }, []);
  return { isSubmitting, run };
}
