import Image from 'next/image';
import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ProjectBrief } from '@/contracts/discovery';
import styles from './project-line.module.css';

/** The list of a home card: numbered when its order means something (`ol`). */
export function ProjectLines({ isOrdered = false, children }: { isOrdered?: boolean; children: ReactNode }) {
  const List = isOrdered ? 'ol' : 'ul';
  return <List className={styles.lines}>{children}</List>;
}

/** A link inside a line's running text, underlined: it must not rely on colour alone to stand out. */
export function LineLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} className={styles.underlined} />;
}

/** One line of a home list: logo and name (linked when the project is listed), then the details. */
export function ProjectLine({
  project,
  fallbackName,
  fallbackNote,
  children,
}: {
  project: ProjectBrief | null;
  fallbackName: string;
  /** Said after the name of a project that is not listed (`project not listed`). */
  fallbackNote?: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.line}>
      {project ? (
        <Image src={project.logo} alt="" width={24} height={24} className={styles.logo} />
      ) : (
        <span aria-hidden="true" className={`${styles.logo} ${styles.noLogo}`} />
      )}
      <span className={styles.text}>
        {project ? (
          <Link href={`/projects/${project.id}`} className={styles.name}>
            {project.name}
          </Link>
        ) : (
          <>
            <strong>{fallbackName}</strong>
            {fallbackNote && ` (${fallbackNote})`}
          </>
        )}
        <span className={styles.details}>{children}</span>
      </span>
    </li>
  );
}
