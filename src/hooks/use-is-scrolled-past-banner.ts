'use client';

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { HEADER_SEARCH_SCROLL_OFFSET } from '@/config/constants';

const subscribeToScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const readScrollY = () => window.scrollY;

/**
 * True once the page is scrolled at least the banner's height minus 70 px: when the
 * header's search shows. The banner is the announcement above the site pages' header (a ref) or home's own
 * banner (its element id); a page without one counts a height of 0. Until the banner has been measured, the
 * answer is `whenUnmeasured`. `key` names what may swap the banner for another.
 */
export function useIsScrolledPastBanner(
  banner: RefObject<HTMLElement | null> | string,
  { whenUnmeasured, key }: { whenUnmeasured: boolean; key?: unknown },
): boolean {
  // A page opened or restored part-way down starts there.
  const scrollY = useSyncExternalStore(subscribeToScroll, readScrollY, () => 0);
  const [bannerHeight, setBannerHeight] = useState<number | null>(null);

  useEffect(() => {
    const element = typeof banner === 'string' ? document.getElementById(banner) : banner.current;
    // No banner: the height counts as 0, which shows the search at once, as `whenUnmeasured` is then true.
    if (!element) return;
    const observer = new ResizeObserver(() => setBannerHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [banner, key]);

  if (bannerHeight === null) return whenUnmeasured;
  return scrollY >= bannerHeight - HEADER_SEARCH_SCROLL_OFFSET;
}
