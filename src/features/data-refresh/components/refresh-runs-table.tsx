import { VisuallyHidden } from '@/components/visually-hidden';
import type { SourceRefreshRunView } from '@/contracts/refresh';
import styles from './refresh-runs.module.css';

const STATUS_LABELS: Readonly<Record<SourceRefreshRunView['status'], string>> = {
  refreshed: 'Refreshed',
  partial: 'Refreshed, records skipped',
  failed: 'Failed, nothing changed',
  skipped: 'No answer to read',
};

// Staff read times in UTC, as the logs and the daily refresh count them.
const timeOf = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

interface RefreshRunsTableProps {
  readonly runs: readonly SourceRefreshRunView[];
}

/** Every refresh run, newest first: what it read and changed, each skipped record with its reason, why it failed. */
export function RefreshRunsTable({ runs }: RefreshRunsTableProps) {
  if (runs.length === 0) return <p>No refresh has run yet.</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <VisuallyHidden as="caption">Refresh runs, newest first</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Finished</th>
            <th scope="col">Source</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.number}>
              Records
            </th>
            <th scope="col" className={styles.number}>
              Added
            </th>
            <th scope="col" className={styles.number}>
              Updated
            </th>
            <th scope="col" className={styles.number}>
              Unchanged
            </th>
            <th scope="col" className={styles.number}>
              Skipped
            </th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td>{timeOf(run.finishedAt)}</td>
              <th scope="row">{run.source}</th>
              <td className={run.status === 'failed' ? styles.failed : undefined}>
                {STATUS_LABELS[run.status]}
              </td>
              <td className={styles.number}>{run.records}</td>
              <td className={styles.number}>{run.added}</td>
              <td className={styles.number}>{run.updated}</td>
              <td className={styles.number}>{run.unchanged}</td>
              <td className={styles.number}>{run.skippedCount}</td>
              <td>
                {run.reason}
                {run.skipped.length > 0 && (
                  <ul className={styles.skipped}>
                    {run.skipped.map((record) => (
                      <li key={record.position}>
                        Record {record.position}
                        {record.key ? ` (${record.key})` : ''}: {record.reason}
                      </li>
                    ))}
                    {run.skippedCount > run.skipped.length && (
                      <li>and {run.skippedCount - run.skipped.length} more</li>
                    )}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
