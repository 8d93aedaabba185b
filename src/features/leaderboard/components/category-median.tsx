import type { CategoryMedian as Median } from '@/contracts/category-standing';
import { formatNumber } from '@/lib/format';
import styles from './category-median.module.css';

/** Above a leaderboard filtered to one category: the median Security Score of its scored projects. */
export function CategoryMedian({ median }: { median: Median }) {
  return (
    <p className={styles.median} role="status">
      {median.median === null
        ? `No project in ${median.category} has a Security Score yet.`
        : `Median Security Score in ${median.category}: ${formatNumber(median.median, 1)}, across ${formatNumber(median.scoredProjects)} scored ${median.scoredProjects === 1 ? 'project' : 'projects'}.`}
    </p>
  );
}
