'use client';

import { ProjectSearchLauncher } from '@/features/project-search/components/project-search-launcher';
import { WatchlistStar } from '@/features/watchlists/components/watchlist-star';

/** The header's project search (and home banner's) with a watchlist star on every result. */
export function HeaderSearch({ width }: { width?: number }) {
  return (
    <ProjectSearchLauncher
      width={width}
      renderExtra={(project) => <WatchlistStar projectId={project.id} projectName={project.name} />}
    />
  );
}
