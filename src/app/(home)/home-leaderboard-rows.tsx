'use client';

import type { LeaderboardRow } from '@/contracts/projects';
import { LeaderboardRows } from '@/features/leaderboard/components/leaderboard-rows';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';

/** The home leaderboard's rows, each with its watchlist star. */
export function HomeLeaderboardRows({ rows }: { rows: readonly LeaderboardRow[] }) {
  return (
    <LeaderboardRows
      rows={rows}
      renderStar={(row) => <WatchlistStar projectId={row.id} projectName={row.name} />}
    />
  );
}
