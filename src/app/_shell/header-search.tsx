'use client';

import { ProjectSearch } from '@/features/project-search/components/project-search';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';

/** The header's project search with a watchlist star on every result. */
export function HeaderSearch() {
  return (
    <ProjectSearch
      renderExtra={(project) => <WatchlistStar projectId={project.id} projectName={project.name} />}
    />
  );
}
