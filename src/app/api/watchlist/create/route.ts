// POST /api/watchlist/create: a new watchlist (name, projects); answers the whole list, its id included.
import { createWatchlistInput, watchlist } from '@/contracts/watchlists';
import { getDb } from '@/server/db/db';
import { requestKeyOf } from '@/server/http/request-key';
import { route } from '@/server/http/route';
import { createWatchlist } from '@/server/watchlists/create-watchlist';

// Far above what a person clicks; a user holds at most 50 lists anyway.
export const POST = route(
  {
    auth: 'user',
    input: createWatchlistInput,
    output: watchlist,
    rateLimit: { name: 'watchlist-create', points: 60, windowSeconds: 600 },
  },
  async ({ request, user, input }) =>
    createWatchlist(await getDb(), {
      ...input,
      userId: user.id,
      requestKey: requestKeyOf(request.headers),
    }),
);
