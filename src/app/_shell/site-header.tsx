import { connection } from 'next/server';
import { AppHeader } from '@/components/app-header';
import { SITE_NAME } from '@/config/site';
import { AccountMenu } from '@/features/account-menu/components/account-menu';
import { ImpersonationBanner } from '@/features/impersonation/components/impersonation-banner';
import { RequestQuoteButton } from '@/features/request-quote/components/request-quote-button';
import { getDb } from '@/server/db/db';
import { getActiveAnnouncement } from '@/server/shell/announcements';
import { HeaderSearch } from './header-search';
import { SiteDrawer } from './site-drawer';

/**
 * The header composed of the features it holds. The site pages' header is sticky and carries today's
 * announcement; home's own header scrolls away and has no banner (spec section 2).
 */
export async function SiteHeader({
  isSticky,
  hasBanner = true,
  isCached = false,
}: {
  isSticky: boolean;
  hasBanner?: boolean;
  /** Rendered into the page cache: the banner is then read with the page, at most its revalidation period ago. */
  isCached?: boolean;
}) {
  // Otherwise the banner is read per request: a new announcement shows without a rebuild.
  if (!isCached) await connection();
  const announcement = hasBanner ? await getActiveAnnouncement(await getDb()) : null;
  return (
    <AppHeader
      brand={SITE_NAME}
      isSticky={isSticky}
      announcement={announcement}
      impersonationBanner={<ImpersonationBanner />}
      search={<HeaderSearch />}
      account={<AccountMenu />}
      drawer={<SiteDrawer />}
      quoteButton={<RequestQuoteButton />}
    />
  );
}
