'use client';

import { useIsScrolledPastBanner } from '@/hooks/use-is-scrolled-past-banner';
import { HeaderSearch } from '../_shell/header-search';
import styles from './home-banner-search.module.css';

const SEARCH_WIDTH = 480;

/**
 * The search in home's banner. Once the page is scrolled to the banner's height minus 70, the header's search
 * shows instead and this one hides, keeping its place: one search is shown at a time.
 * The id is the guided tour's target while it shows.
 */
export function HomeBannerSearch({ bannerId }: { bannerId: string }) {
  const isHeaderSearchShown = useIsScrolledPastBanner(bannerId, { whenUnmeasured: false });
  return (
    <div
      id="home-search"
      className={isHeaderSearchShown ? `${styles.search} ${styles.hidden}` : styles.search}
    >
      <HeaderSearch width={SEARCH_WIDTH} />
    </div>
  );
}
