'use client';

import type { ProjectBrief } from '@/contracts/discovery';
import { NOT_RATED } from '@/lib/score/not-rated';
import { DiscoveryCard } from './discovery-card';
import { ProjectLine, ProjectLines } from './project-line';

/** Projects most viewed and searched over the last 24 hours. */
export function TrendingList({ projects }: { projects: readonly ProjectBrief[] }) {
  return (
    <DiscoveryCard
      id="trending"
      title="Trending"
      subtitle="Most viewed and searched in the last 24 hours"
      emptyText="Nothing is trending yet."
      isEmpty={projects.length === 0}
    >
      <ProjectLines isOrdered>
        {projects.map((project) => (
          <ProjectLine key={project.id} project={project} fallbackName={project.name}>
            {project.ticker ?? '—'} · {project.rank ? `#${project.rank}` : 'N/A'} ·{' '}
            {project.score === null
              ? NOT_RATED
              : `${project.score.toFixed(2)} ${project.tier ?? ''} · ${project.confidence ?? 'low'} confidence`}
          </ProjectLine>
        ))}
      </ProjectLines>
    </DiscoveryCard>
  );
}
