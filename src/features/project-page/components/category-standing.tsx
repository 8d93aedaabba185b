import Link from 'next/link';
import type { CategoryStanding as Standing } from '@/contracts/category-standing';
import { leaderboardQueryString, DEFAULT_SORT } from '@/contracts/leaderboard-query';
import { formatNumber } from '@/lib/format';
import panel from './panel.module.css';
import styles from './category-standing.module.css';

const scoredProjects = (count: number) =>
  `${formatNumber(count)} scored ${count === 1 ? 'project' : 'projects'}`;

/** Where the project stands among the scored projects of its category, with a link to that leaderboard. */
export function CategoryStanding({ projectName, standing }: { projectName: string; standing: Standing }) {
  const { category, median, percentile } = standing;
  const href = `/${leaderboardQueryString({ sort: DEFAULT_SORT, filter: { categories: [category] }, currentPage: 1 })}`;
  return (
    <section className={panel.panel} aria-labelledby="category-standing-title">
      <h2 id="category-standing-title" className={styles.title}>
        In its category
      </h2>
      {median === null ? (
        <p className={styles.text}>No project in {category} has a Security Score yet.</p>
      ) : (
        <p className={styles.text}>
          {percentile === null
            ? `${projectName} has no place among the ${scoredProjects(standing.scoredProjects)} of ${category} yet. `
            : `${projectName} scores higher than ${percentile}% of the other scored projects of ${category} (${scoredProjects(standing.scoredProjects)}). `}
          The median Security Score of {category} is <strong>{formatNumber(median, 1)}</strong>.
        </p>
      )}
      <Link className={styles.link} href={href}>
        See the {category} leaderboard
      </Link>
    </section>
  );
}
