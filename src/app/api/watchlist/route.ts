// GET /api/watchlist: the signed-in user's watchlists, oldest first, each with its marks.
import { watchlistsOutput } from '@/contracts/watchlists';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { listWatchlists } from '@/server/watchlists/list-watchlists';

export const GET = route({ auth: 'user', output: watchlistsOutput }, async ({ user }) =>
  listWatchlists(await getDb(), user.id),
);
