// POST /api/watchlist/update: renames a watchlist and/or replaces its projects; 409 on a stale version.
import { updateWatchlistInput, watchlist } from '@/contracts/watchlists';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { updateWatchlist } from '@/server/watchlists/update-watchlist';

// Every project added or removed in the UI is one update: a generous budget per minute.
export const POST = route(
  {
    auth: 'user',
    input: updateWatchlistInput,
    output: watchlist,
    rateLimit: { name: 'watchlist-update', points: 120, windowSeconds: 60 },
  },
  async ({ user, input }) => updateWatchlist(await getDb(), { ...input, userId: user.id }),
);
