import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ProjectBrief } from '@/contracts/discovery';

/** One line of a home list: logo and name (linked when the project is listed), then the details. */
export function ProjectLine({
  project,
  fallbackName,
  children,
}: {
  project: ProjectBrief | null;
  fallbackName: string;
  children: ReactNode;
}) {
  return (
    <li className="project-line">
      {project ? (
        <Image src={project.logo} alt="" width={24} height={24} className="project-line__logo" />
      ) : (
        <span aria-hidden="true" className="project-line__logo project-line__logo--none" />
      )}
      <span className="project-line__text">
        {project ? (
          <Link href={`/projects/${project.id}`} className="project-line__name">
            {project.name}
          </Link>
        ) : (
          <strong>{fallbackName}</strong>
        )}
        <span className="project-line__details">{children}</span>
      </span>
    </li>
  );
}
