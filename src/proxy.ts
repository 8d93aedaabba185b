import { NextResponse, type NextRequest } from 'next/server';
import { cachedViewKey } from './app/(home)/home-views';
import { errorResponse } from './server/http/error-response';
import { clientKey, consumeRateLimit } from './server/http/rate-limit';
import { OPTIMISER_REQUEST_LIMIT } from './server/logos/image-limits';
import { issueVisitorCookie } from './server/http/visitor';

// Pages get the visitor cookie; endpoints, images and files never issue one.
const NOT_A_PAGE = /^\/(?:api|_next|logos|avatars)(?:\/|$)|\.[a-z0-9]+$/i;

/** True for a page's request: a GET (or HEAD) of a path that is no endpoint, image or file. */
const isPageRequest = (request: NextRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(request.nextUrl.pathname);

/**
 * True when the path's percent-escapes decode, and neither the path nor a query value carries NUL: no page or
 * endpoint takes it, and the database cannot store or compare it.
 */
function isWellFormed(url: URL): boolean {
  try {
    if (decodeURIComponent(url.pathname).includes('\u0000')) return false;
  } catch {
    return false;
  }
  for (const [name, value] of url.searchParams) if (`${name}${value}`.includes('\u0000')) return false;
  return true;
}

/**
 * Next's proxy (formerly middleware), checked before routing. It holds no access checks: those live in the route
 * wrapper and the pages, so that no request can reach data by slipping past it (decision 0009).
 *
 * A path with broken percent-escapes (`/projects/%E0%A4%A`) makes Next's router throw while it decodes the
 * route's parameters, and its fallback answers a bare 500 without our headers: it is answered 400 here instead,
 * as is NUL anywhere in the path or query (`/?chain=%00`), which pages would otherwise pass to the database.
 *
 * The image optimiser's requests are counted per client here, where the client's address is still known: the
 * optimiser's own fetch of a logo carries none (src/server/logos/image-limits.ts).
 *
 * Every page's answer carries the anonymous visitor cookie when the request had no valid one: votes, page views
 * and searches count only for a visitor that one of our page renders issued a cookie to.
 *
 * The leaderboard's plain view and its sorted first pages are the same for every visitor: `/` is served from the
 * page cache for them (rewritten to the cached route of its view), and rendered per request only when filtered
 * or deep in the pages. The cached route has no address of its own: a direct visit goes back to `/`.
 */
export async function proxy(request: NextRequest) {
  const response = await route(request);
  return isPageRequest(request) && response.status < 300 ? issueVisitorCookie(request, response) : response;
}

async function route(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;
  if (!isWellFormed(url)) {
    return errorResponse('MalformedUrl');
  }
  if (url.pathname === '/_next/image') {
    const wait = await consumeRateLimit(OPTIMISER_REQUEST_LIMIT, clientKey(request.headers));
    if (wait !== null) return errorResponse('TooManyRequests', { headers: { 'retry-after': String(wait) } });
  }
  if (url.pathname.startsWith('/views/')) {
    const home = url.clone();
    home.pathname = '/';
    home.search = decodeURIComponent(url.pathname.slice('/views/'.length)).replace(/^default$/, '');
    return NextResponse.redirect(home, 308);
  }
  if (url.pathname !== '/') return NextResponse.next();
  const key = cachedViewKey(url.searchParams);
  if (key === null) return NextResponse.next();
  const cached = url.clone();
  cached.pathname = `/views/${encodeURIComponent(key)}`;
  cached.search = '';
  return NextResponse.rewrite(cached);
}

// Built assets are served before any route is decoded; every other path passes the escape check.
export const config = { matcher: ['/((?!_next/static/).*)'] };
