// GET /api/watchlist/export?id=: one of the signed-in user's watchlists as a CSV download.
import { exportWatchlistQuery } from '@/contracts/watchlists';
import { getDb } from '@/server/db/db';
import { csvResponse } from '@/server/http/csv-response';
import { route } from '@/server/http/route';
import { exportWatchlist } from '@/server/watchlists/export-watchlist';

// Each export reads up to 500 projects: a cap per address keeps it from being used to load the database.
export const GET = route(
  {
    auth: 'user',
    input: exportWatchlistQuery,
    rateLimit: { name: 'watchlist-export', points: 30, windowSeconds: 60 },
  },
  async ({ user, input }) => {
    const { name, rows } = await exportWatchlist(await getDb(), { userId: user.id, id: input.id });
    return csvResponse(rows, name);
  },
);
