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
 * The header composed of the features it holds, fixed at the top of every page. The site pages' header carries
 * today's announcement; home's own header has none, and its search waits until home's banner is scrolled
 * past.
 */
export async function SiteHeader({
  pageBannerId,
  hasBanner = true,
  isCached = false,
}: {
  /** Home's banner, which holds a search of its own (see AppHeader). */
  pageBannerId?: string;
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
      pageBannerId={pageBannerId}
      announcement={announcement}
      impersonationBanner={<ImpersonationBanner />}
      search={<HeaderSearch />}
      account={<AccountMenu />}
      drawer={<SiteDrawer />}
      quoteButton={<RequestQuoteButton />}
    />
  );
}
