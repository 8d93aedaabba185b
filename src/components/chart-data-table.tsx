'use client';

import { useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { useReadyControl } from '@/hooks/use-ready-control';
import styles from './chart-data-table.module.css';

interface ChartDataTableProps {
  /** The chart's title: the table's caption. */
  readonly title: string;
  readonly headers: readonly [string, string];
  /** The figures, already written out. */
  readonly rows: readonly (readonly [string, string])[];
}

/**
 * A chart's figures as a table, behind a 'Show as table' toggle: the same data for screen readers and for
 * anyone who prefers to read figures than to compare bars.
 */
export function ChartDataTable({ title, headers, rows }: ChartDataTableProps) {
  const [isShown, setIsShown] = useState(false);
  const tableId = useId();
  const ready = useReadyControl();
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={buttonClass({ isSmall: true })}
        aria-expanded={isShown}
        aria-controls={tableId}
        {...ready}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? 'Hide table' : 'Show as table'}
      </button>
      <div id={tableId} hidden={!isShown} className={styles.scroll}>
        <table className={styles.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col">{headers[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value], index) => (
              <tr key={`${label}-${index}`}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
