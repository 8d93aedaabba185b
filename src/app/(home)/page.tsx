import { LEADERBOARD_PAGE_SIZE } from '@/config/constants';
import { parseLeaderboardParams } from '@/contracts/leaderboard-url';
import { HomePage } from './home-page';

// Filtered and deep views of the leaderboard, rendered per request; the plain and sorted first pages are served
// from the page cache instead (src/proxy.ts rewrites them to ./views/[view]).
export const dynamic = 'force-dynamic';

export default async function HomeRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <HomePage view={parseLeaderboardParams(await searchParams, LEADERBOARD_PAGE_SIZE)} isCached={false} />
  );
}
