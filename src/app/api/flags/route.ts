// GET /api/flags: the feature flags (GrowthBook's features JSON) as the asking user sees them, for the browser's
// own evaluation, with an ETag; a request whose If-None-Match names the current ETag gets 304 and no body.
import { NextResponse } from 'next/server';
import { flagsFor } from '@/server/integrations/flags';
import { route } from '@/server/http/route';

/** True when one of the If-None-Match entries (weak or strong) is this ETag. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === '*' || entry === etag);
}

export const GET = route({ auth: 'optional' }, async ({ request, user }) => {
  const { payload, etag } = await flagsFor(
    user ? { id: user.id, username: user.username, email: user.email } : null,
  );
  // `no-cache`: the browser may keep the answer but must ask again each time, so an edit shows at once;
  // `private` and `Vary: Cookie`: the answer is this user's.
  const headers = { etag, 'cache-control': 'private, no-cache', vary: 'Cookie' };
  if (matches(request.headers.get('if-none-match'), etag)) {
    return new NextResponse(null, { status: 304, headers });
  }
  return NextResponse.json(payload, { headers });
});
