import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ProjectBrief } from '@/contracts/discovery';

const listItemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 0',
  borderTop: '1px solid #f1f5f9',
} as const;

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
    <li style={listItemStyle}>
      {project ? (
        <Image
          src={project.logo}
          alt=""
          width={24}
          height={24}
          style={{ borderRadius: '50%', flex: 'none' }}
        />
      ) : (
        <span
          aria-hidden="true"
          style={{ width: 24, height: 24, borderRadius: '50%', background: '#e2e8f0', flex: 'none' }}
        />
      )}
      <span style={{ minWidth: 0, flex: 1 }}>
        {project ? (
          <Link
            href={`/projects/${project.id}`}
            style={{ fontWeight: 600, textDecoration: 'none', color: '#1d4ed8' }}
          >
            {project.name}
          </Link>
        ) : (
          <strong>{fallbackName}</strong>
        )}
        <span
          style={{
            display: 'block',
            fontSize: 12,
            color: '#64748b',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {children}
        </span>
      </span>
    </li>
  );
}

export const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
