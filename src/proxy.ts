import { NextResponse, type NextRequest } from 'next/server';
import { cachedViewKey } from './app/(home)/home-views';
import { errorResponse } from './server/http/error-response';
import { clientKey, consumeRateLimit } from './server/http/rate-limit';
import {
  OPTIMISER_REQUEST_LIMIT,
  OUTSIDE_REQUEST_HEADER,
  outsideRequestMark,
} from './server/logos/image-limits';

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
 * optimiser's own fetch of a logo carries none. A logo request from outside is marked as such here, so that the
 * logo service tells the optimiser's fetches from anyone else's (src/server/logos/image-limits.ts): the
 * optimiser's fetch passes this proxy as well, and is left unmarked only when a client's allowed `/_next/image`
 * request asked for that logo a moment before.
 *
 * No answer of it sets a cookie: pages are the same for every visitor, and a cache in front may keep them (the
 * anonymous visitor's cookie comes from GET /api/visitor, which no cache keeps).
 *
 * The leaderboard's plain view and its sorted first pages are the same for every visitor: `/` is served from the
 * page cache for them (rewritten to the cached route of its view), and rendered per request only when filtered
 * or deep in the pages. The cached route has no address of its own: a direct visit goes back to `/`.
 */
/**
 * The logos that the image optimiser was asked for and is about to fetch in-process. Its own fetch passes this
 * proxy too, with no header of a client's (not even Host), so it is told apart by being expected: each
 * `/_next/image` request a client was allowed lets one fetch of its logo through unmarked within a few seconds.
 */
const expectedOptimiserFetches = new Map<string, { count: number; until: number }>();
const OPTIMISER_FETCH_WINDOW_MS = 10_000;
const MAX_EXPECTED_FETCHES = 10_000;

function expectOptimiserFetch(path: string | null): void {
  if (!path?.startsWith('/logos/')) return;
  const now = Date.now();
  if (expectedOptimiserFetches.size >= MAX_EXPECTED_FETCHES) {
    for (const [key, entry] of expectedOptimiserFetches)
      if (entry.until < now) expectedOptimiserFetches.delete(key);
    if (expectedOptimiserFetches.size >= MAX_EXPECTED_FETCHES) return;
  }
  const entry = expectedOptimiserFetches.get(path);
  expectedOptimiserFetches.set(path, {
    count: (entry && entry.until >= now ? entry.count : 0) + 1,
    until: now + OPTIMISER_FETCH_WINDOW_MS,
  });
}

/** True, once per expectation, for the optimiser's own fetch of a logo it was asked for: no Host header. */
function isExpectedOptimiserFetch(request: NextRequest): boolean {
  if (request.headers.has('host')) return false;
  const path = request.nextUrl.pathname + request.nextUrl.search;
  const entry = expectedOptimiserFetches.get(path);
  if (!entry || entry.until < Date.now()) return false;
  if (entry.count <= 1) expectedOptimiserFetches.delete(path);
  else entry.count -= 1;
  return true;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;
  if (!isWellFormed(url)) {
    return errorResponse('MalformedUrl');
  }
  if (url.pathname === '/_next/image') {
    const wait = await consumeRateLimit(OPTIMISER_REQUEST_LIMIT, clientKey(request.headers));
    if (wait !== null) return errorResponse('TooManyRequests', { headers: { 'retry-after': String(wait) } });
    expectOptimiserFetch(url.searchParams.get('url'));
  }
  if (url.pathname.startsWith('/views/')) {
    const home = url.clone();
    home.pathname = '/';
    home.search = decodeURIComponent(url.pathname.slice('/views/'.length)).replace(/^default$/, '');
    return NextResponse.redirect(home, 308);
  }
  if (url.pathname.startsWith('/logos/')) {
    if (isExpectedOptimiserFetch(request)) return NextResponse.next();
    const headers = new Headers(request.headers);
    headers.set(OUTSIDE_REQUEST_HEADER, outsideRequestMark());
    return NextResponse.next({ request: { headers } });
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
