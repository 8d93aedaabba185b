import Image from 'next/image';
import type { ProjectSearchResult } from '@/contracts/projects';
import { NOT_RATED } from '@/lib/score/not-rated';
import styles from './project-result-cells.module.css';

/**
 * A project as search results and the Add-projects picker list it: rank (or N/A), logo, name and first ticker,
 * for a flex row. The row may set `--rank-width`.
 */
export function ProjectResultCells({ project }: { project: ProjectSearchResult }) {
  return (
    <>
      <span className={styles.rank} title={project.rank ? undefined : `${NOT_RATED}: no Security Score`}>
        {project.rank ? `#${project.rank}` : 'N/A'}
      </span>
      <Image src={project.logo} alt="" width={24} height={24} className={styles.logo} />
      <span className={styles.name}>{project.name}</span>
      <span className={styles.ticker}>{project.tokenTickers[0] ?? ''}</span>
    </>
  );
}
