// What a shared cache in front of the instances (deploy/nginx.conf, a CDN) may keep, and for how long. Only
// answers that are the same for every visitor carry these, and none of them ever sets a cookie: what is personal
// (the account menu, watchlist stars, one's own vote) is read by the browser from private endpoints after load.

/**
 * Pages served from the page cache (the home views, project pages) and the public API: fresh for 10 seconds, then
 * served while fetched again for up to 50 more. A change of a project shows through the cache within about 50
 * seconds: the page's own revalidation period (30 s) and two of these periods.
 */
export const LIVE_CACHE_CONTROL = 'public, s-maxage=10, stale-while-revalidate=50';

/** Pages of text and figures that change with a release, an announcement or an alert confirmed by staff. */
export const CONTENT_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=540';

/** The pages of LIVE_CACHE_CONTROL, as next.config's header rules match them. */
export const LIVE_PAGES = ['/', '/projects/:id'] as const;

/**
 * The other pages that are the same for every visitor. Pages of an account (/my, /staff, /auth, /unsubscribe)
 * stay private: their server render reads nothing personal either, but nothing is gained by sharing them.
 */
export const CONTENT_PAGES = [
  '/security-alerts',
  '/compare',
  '/developers',
  '/company/:path*',
  '/products/:path*',
  '/resources',
  '/resources/methodology',
  '/resources/blog',
  '/resources/blog/:slug',
] as const;
