// GET /api/watchlist/export?id=: one of the signed-in user's watchlists as a CSV download.
import { NextResponse } from 'next/server';
import { exportWatchlistQuery } from '@/contracts/watchlists';
import { getDb } from '@/server/db/db';
import { route } from '@/server/http/route';
import { exportWatchlist } from '@/server/watchlists/export-watchlist';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form (any character a list allows). */
function contentDisposition(listName: string): string {
  const fallback = listName.replace(/[^A-Za-z0-9 ._-]/g, '_').trim() || 'watchlist';
  const exact = encodeURIComponent(`${listName}.csv`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16)}`,
  );
  return `attachment; filename="${fallback}.csv"; filename*=UTF-8''${exact}`;
}

// Each export reads up to 500 projects: a cap per address keeps it from being used to load the database.
export const GET = route(
  {
    auth: 'user',
    input: exportWatchlistQuery,
    rateLimit: { name: 'watchlist-export', points: 30, windowSeconds: 60 },
  },
  async ({ user, input }) => {
    const { name, csv } = await exportWatchlist(await getDb(), { userId: user.id, id: input.id });
    return new NextResponse(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(name),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
