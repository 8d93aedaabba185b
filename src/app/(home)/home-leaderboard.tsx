import type { ComponentProps } from 'react';
import { LeaderboardTable } from '@/features/leaderboard/components/leaderboard-table';
import { HomeLeaderboardRows } from './home-leaderboard-rows';

/** The home leaderboard with a watchlist star on every row. */
export function HomeLeaderboard(props: Omit<ComponentProps<typeof LeaderboardTable>, 'rows' | 'hasStars'>) {
  return <LeaderboardTable {...props} rows={<HomeLeaderboardRows rows={props.page.data} />} hasStars />;
}
