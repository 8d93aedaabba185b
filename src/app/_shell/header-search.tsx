'use client';

import { ProjectSearchLauncher } from '@/features/project-search/components/project-search-launcher';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';

/** The header's project search with a watchlist star on every result. */
export function HeaderSearch() {
  return (
    <ProjectSearchLauncher
      renderExtra={(project) => <WatchlistStar projectId={project.id} projectName={project.name} />}
    />
  );
}
