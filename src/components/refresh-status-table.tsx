import { refreshSourceByName } from '@/config/refresh-sources';
import { dataSourceById } from '@/config/data-sources';
import type { SourceRefreshStatus } from '@/contracts/refresh';
import { contentStyles } from './content-page';
import styles from './data-sources-table.module.css';

// "2026-11-26 06:00 UTC": one zone for every visitor.
const refreshTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'never');

/**
 * Where the daily refresh of each public source stands (/company/data-sources): whether it runs here, its last
 * attempt, its last success and why its last failure failed.
 */
export function RefreshStatusTable({ status }: { readonly status: readonly SourceRefreshStatus[] }) {
  const isOff = status.every((entry) => !entry.isScheduled);
  return (
    <>
      <p data-testid="refresh-schedule">
        {isOff
          ? 'The daily refresh is off on this site: the sources are not read again until an operator turns it on.'
          : `Refreshed once a day here: ${status
              .filter((entry) => entry.isScheduled)
              .map((entry) => dataSourceById.get(refreshSourceByName.get(entry.source)!.dataSourceId)!.name)
              .join(', ')}.`}
      </p>
      <div className={contentStyles.tableScroll}>
        <table className={styles.table} data-testid="refresh-status">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Daily refresh</th>
              <th scope="col">Last attempt</th>
              <th scope="col">Last success</th>
              <th scope="col">Last failure</th>
            </tr>
          </thead>
          <tbody>
            {status.map((entry) => (
              <tr key={entry.source} data-testid={`refresh-status-${entry.source}`}>
                <th scope="row">
                  {dataSourceById.get(refreshSourceByName.get(entry.source)!.dataSourceId)!.name}
                </th>
                <td>{entry.isScheduled ? 'on' : 'off'}</td>
                <td>
                  {refreshTime(entry.lastAttemptAt)}
                  {entry.lastAttemptStatus ? ` (${entry.lastAttemptStatus})` : ''}
                </td>
                <td>{refreshTime(entry.lastSuccessAt)}</td>
                <td>
                  {entry.lastFailureAt
                    ? `${refreshTime(entry.lastFailureAt)}: ${entry.lastFailureReason}`
                    : 'none'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
