'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { LoadMoreTrigger } from '@/lib/infinite-scroll';

/**
 * Calls `loadMore` once the scroll box passes 80 % of its height (throttled to 150 ms); the trigger re-arms
 * when the number of loaded rows changes. Returns the ref to put on the scrolling element.
 */
export function useInfiniteScroll<T extends HTMLElement>(options: {
  readonly dataLength: number;
  readonly hasMore: boolean;
  readonly isLoading: boolean;
  readonly loadMore: () => void;
}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const latest = useRef(options);
  const trigger = useRef<LoadMoreTrigger | null>(null);

  useEffect(() => {
    latest.current = options;
    trigger.current?.onDataLength(options.dataLength);
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const current = new LoadMoreTrigger(() => latest.current.loadMore());
    trigger.current = current;
    const onScroll = () =>
      current.onScroll(
        () => element,
        latest.current.dataLength,
        () => latest.current.hasMore && !latest.current.isLoading,
      );
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      current.dispose();
      trigger.current = null;
    };
  }, []);

  return ref;
}
