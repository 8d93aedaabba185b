// POST /api/watchlist/delete: deletes one of the signed-in user's watchlists.
import { okOutput } from '@/contracts/auth';
import { deleteWatchlistInput } from '@/contracts/watchlists';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { deleteWatchlist } from '@/server/watchlists/delete-watchlist';

export const POST = route(
  {
    auth: 'user',
    input: deleteWatchlistInput,
    output: okOutput,
    rateLimit: { name: 'watchlist-delete', points: 60, windowSeconds: 600 },
  },
  async ({ user, input }) => deleteWatchlist(await getDb(), { userId: user.id, id: input.id }),
);
