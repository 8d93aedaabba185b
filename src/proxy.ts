import { NextResponse, type NextRequest } from 'next/server';
import { cachedViewKey } from './app/(home)/home-views';

/** True when the path's percent-escapes decode. */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Next's proxy (formerly middleware), checked before routing. It holds no access checks: those live in the route
 * wrapper and the pages, so that no request can reach data by slipping past it (decision 0009).
 *
 * A path with broken percent-escapes (`/projects/%E0%A4%A`) makes Next's router throw while it decodes the
 * route's parameters, and its fallback answers a bare 500 without our headers: it is answered 400 here instead.
 *
 * The leaderboard's plain view and its sorted first pages are the same for every visitor: `/` is served from the
 * page cache for them (rewritten to the cached route of its view), and rendered per request only when filtered
 * or deep in the pages. The cached route has no address of its own: a direct visit goes back to `/`.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (!decodes(url.pathname)) {
    return NextResponse.json(
      { error: 'MalformedUrl' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
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
