import type { ComponentProps } from 'react';
import { LeaderboardTable } from '@/features/leaderboard/components/leaderboard-table';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';

/** The home leaderboard with a watchlist star on every row. */
export function HomeLeaderboard(props: Omit<ComponentProps<typeof LeaderboardTable>, 'renderStar'>) {
  return (
    <LeaderboardTable
      {...props}
      renderStar={(row) => <WatchlistStar projectId={row.id} projectName={row.name} />}
    />
  );
}
