import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '../_shell/site-header';

/**
 * The site's shell for pages served from the page cache (incremental static regeneration): the same header and
 * footer as the other site pages, rendered with the page, so the banner is as fresh as the page itself.
 */
export default function CachedSiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader isCached />
      {children}
      <SiteFooter />
    </>
  );
}
