// Next's proxy (formerly middleware): only one job, checked before routing. It holds no access checks: those
// live in the route wrapper and the pages, so that no request can reach data by slipping past it.
import { NextResponse, type NextRequest } from 'next/server';

/**
 * A path with broken percent-encoding (`/projects/%E0%A4%A`) makes Next's router throw while it decodes the
 * route's parameters, and its fallback answers a bare 500 without our headers: answer 400 here instead.
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return NextResponse.json(
      { error: 'MalformedUrl' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  return NextResponse.next();
}

export const config = {
  // Built assets are served before any route is decoded.
  matcher: ['/((?!_next/static/).*)'],
};
