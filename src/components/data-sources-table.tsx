import { DATA_SOURCES } from '@/config/data-sources';
import { formatNumber } from '@/lib/format';
import { contentStyles } from './content-page';
import styles from './data-sources-table.module.css';

/**
 * The data sets behind the site's records (/company/data-sources): source, coverage, licence, snapshot, last
 * refresh (by data set id) and how many records of each this instance holds.
 */
export function DataSourcesTable({
  refreshes,
  counts,
}: {
  readonly refreshes: ReadonlyMap<string, string>;
  readonly counts: ReadonlyMap<string, number>;
}) {
  return (
    // Wider than a phone: it scrolls sideways in its own box, not the page.
    <div className={contentStyles.tableScroll}>
      <table className={styles.table} data-testid="data-sets">
        <thead>
          <tr>
            <th scope="col">Data set</th>
            <th scope="col">Covers</th>
            <th scope="col">Licence</th>
            <th scope="col">Snapshot</th>
            <th scope="col">Last successful refresh</th>
            <th scope="col" className={styles.number}>
              Records here
            </th>
          </tr>
        </thead>
        <tbody>
          {DATA_SOURCES.map((source) => (
            <tr key={source.id}>
              <th scope="row">
                <a href={source.url} rel="noopener noreferrer" target="_blank">
                  {source.name}
                </a>
              </th>
              <td>{source.covers}</td>
              <td>
                <a href={source.licenceUrl} rel="noopener noreferrer" target="_blank">
                  {source.licence}
                </a>
              </td>
              <td>{source.snapshot}</td>
              <td>{refreshes.get(source.id) ?? 'not refreshed'}</td>
              <td className={styles.number}>{formatNumber(counts.get(source.id) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
