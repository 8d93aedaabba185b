'use client';

import type { LeaderboardRow } from '@/contracts/projects';
import { LeaderboardRows } from '@/features/leaderboard/components/leaderboard-rows';
import { WatchlistStar, WatchlistStarsProvider } from '@/features/watchlists/components/watchlist-star';

const renderStar = (row: LeaderboardRow) => <WatchlistStar projectId={row.id} projectName={row.name} />;

/** The home leaderboard's rows, each with its watchlist star; the stars share one reading of the watchlists. */
export function HomeLeaderboardRows({ rows }: { rows: readonly LeaderboardRow[] }) {
  return (
    <WatchlistStarsProvider>
      <LeaderboardRows rows={rows} renderStar={renderStar} />
    </WatchlistStarsProvider>
  );
}
