'use client';

import type { ComponentProps } from 'react';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';

/** The home leaderboard with a watchlist star on every row. */
export function HomeLeaderboard(props: Omit<ComponentProps<typeof LeaderboardView>, 'renderStar'>) {
  return (
    <LeaderboardView
      {...props}
      renderStar={(row) => <WatchlistStar projectId={row.id} projectName={row.name} />}
    />
  );
}
