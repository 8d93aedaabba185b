'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated="true">`): end-to-end tests wait for it
 * before they click, and styles may use it to reveal controls that need scripts.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
