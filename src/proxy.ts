import { NextResponse, type NextRequest } from 'next/server';
import { cachedViewKey } from './app/(home)/home-views';

/**
 * The leaderboard's plain view and its sorted first pages are the same for every visitor: `/` is served from the
 * page cache for them (rewritten to the cached route of its view), and rendered per request only when filtered
 * or deep in the pages. The cached route has no address of its own: a direct visit goes back to `/`.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (url.pathname.startsWith('/views/')) {
    const home = url.clone();
    home.pathname = '/';
    home.search = decodeURIComponent(url.pathname.slice('/views/'.length)).replace(/^default$/, '');
    return NextResponse.redirect(home, 308);
  }
  const key = cachedViewKey(url.searchParams);
  if (key === null) return NextResponse.next();
  const cached = url.clone();
  cached.pathname = `/views/${encodeURIComponent(key)}`;
  cached.search = '';
  return NextResponse.rewrite(cached);
}

export const config = { matcher: ['/', '/views/:view*'] };
