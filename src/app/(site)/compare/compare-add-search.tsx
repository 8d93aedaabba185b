'use client';

import { ProjectSearchLauncher } from '@/features/project-search/components/project-search-launcher';

/** The project search that adds its choice to the comparison (the header's search keeps the slash key). */
export function CompareAddSearch({ ids }: { ids: readonly string[] }) {
  return (
    <ProjectSearchLauncher
      width={280}
      label="Add a project to compare"
      hasSlashShortcut={false}
      hrefOf={(id) => `/compare?ids=${[...ids.filter((known) => known !== id), id].join(',')}`}
    />
  );
}
