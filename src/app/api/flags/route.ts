// GET /api/flags: each feature flag on or off for the asking user (`{ "portfolio": false, ... }`), with an ETag;
// a request whose If-None-Match names the current ETag gets 304 and no body.
import { flagsFor } from '@/server/integrations/flags';
import { conditionalAnswer } from '@/server/http/conditional-get';
import { route } from '@/server/http/route';

export const GET = route({ auth: 'optional' }, async ({ request, user }) => {
  const { values, etag } = await flagsFor(
    user ? { id: user.id, username: user.username, email: user.email } : null,
  );
  // `no-cache`: the browser may keep the answer but must ask again each time, so an edit shows at once;
  // `private` and `Vary: Cookie`: the answer is this user's.
  return conditionalAnswer(request, {
    body: JSON.stringify(values),
    etag,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
    },
  });
});
