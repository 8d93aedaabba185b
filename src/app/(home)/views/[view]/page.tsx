import { LEADERBOARD_PAGE_SIZE } from '@/config/constants';
import { parseLeaderboardParams } from '@/contracts/leaderboard-url';
import { HomePage } from '../../home-page';
import { viewOfKey } from '../../home-views';

// The plain leaderboard and its sorted first pages, the same for every visitor: served from the page cache and
// rendered again in the background at most once a minute. Nothing is rendered at build time (there is no
// database then); each view is rendered on its first visit. Visitors reach these through `/` (src/proxy.ts).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  return [];
}

export default async function CachedHomeRoute({ params }: { params: Promise<{ view: string }> }) {
  const view = parseLeaderboardParams(viewOfKey((await params).view), LEADERBOARD_PAGE_SIZE);
  return <HomePage view={view} isCached />;
}
