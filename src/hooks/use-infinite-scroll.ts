'use client';

import { useCallback, useEffect, useRef } from 'react';
import { LoadMoreTrigger } from '@/lib/infinite-scroll';

/**
 * Calls `loadMore` once the scroll box passes 80 % of its height (throttled to 150 ms); the trigger re-arms
 * when the number of loaded rows changes. Returns a callback ref for the scrolling element: the element may
 * mount long after the component (a list inside a modal), and the listener follows it.
 */
export function useInfiniteScroll<T extends HTMLElement>(options: {
  readonly dataLength: number;
  readonly hasMore: boolean;
  readonly isLoading: boolean;
  readonly loadMore: () => void;
}): (element: T | null) => () => void {
  const latest = useRef(options);
  const check = useRef<(() => void) | null>(null);

  useEffect(() => {
    latest.current = options;
  });

  // A scroll made while a page was loading is looked at again once it has arrived.
  const { dataLength, isLoading } = options;
  useEffect(() => {
    if (!isLoading) check.current?.();
  }, [dataLength, isLoading]);

  return useCallback((element: T | null) => {
    if (!element) return () => {};
    const trigger = new LoadMoreTrigger(() => latest.current.loadMore());
    let lastLength = latest.current.dataLength;
    const onScroll = () => {
      if (latest.current.dataLength !== lastLength) {
        lastLength = latest.current.dataLength;
        trigger.onDataLength(lastLength);
      }
      trigger.onScroll(
        () => element,
        lastLength,
        () => latest.current.hasMore && !latest.current.isLoading,
      );
    };
    check.current = onScroll;
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      trigger.dispose();
      if (check.current === onScroll) check.current = null;
    };
  }, []);
}
