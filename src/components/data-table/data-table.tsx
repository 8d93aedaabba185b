import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './data-table.module.css';

/** From which screen width a column shows (Ant Design's breakpoints: sm 576, md 768, lg 992 px). */
export type Breakpoint = 'sm' | 'md' | 'lg';
export type SortOrder = 'asc' | 'desc';
/**
 * Where a cell goes on a card, in the `cards` layout below 768 px: the lead (a rank), the title and an action on
 * the first line, a pick (a check box) under the lead, beside a value and its trend on the second line, details
 * on the third. A cell without a place is hidden.
 */
export type CardArea = 'lead' | 'title' | 'action' | 'pick' | 'value' | 'trend' | 'details';

export interface DataColumn<Row, SortField extends string = string> {
  readonly key: string;
  readonly title: ReactNode;
  /** The sort key of a sortable column. */
  readonly sortField?: SortField;
  readonly from?: Breakpoint;
  /** A fixed width in pixels, for the narrow columns (a rank, an icon button). */
  readonly width?: 48 | 56 | 64;
  readonly align?: 'right';
  readonly isNoWrap?: boolean;
  readonly cardArea?: CardArea;
  /** Written before the cell's value on a card ('24h'), for sighted visitors only: the header says it already. */
  readonly cardLabel?: string;
  readonly render: (row: Row) => ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const cellClass = <Row,>(column: DataColumn<Row>) =>
  [
    column.from && styles[`from-${column.from}`],
    column.width && styles[`width-${column.width}`],
    column.align === 'right' && styles.right,
    column.isNoWrap && styles.nowrap,
    column.cardArea ? styles[`area-${column.cardArea}`] : styles.offCard,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

interface DataTableProps<Row, SortField extends string> {
  readonly columns: readonly DataColumn<Row, SortField>[];
  /** The table's accessible name, when the page's heading does not give it one. */
  readonly label?: string;
  readonly sort?: { readonly field: SortField; readonly order: SortOrder };
  /** The content of a sortable column's header: a control that sorts by it (a link, a form, a button). */
  readonly renderSort?: (column: DataColumn<Row, SortField>, sorted: SortOrder | null) => ReactNode;
  /** The rows: `DataTableRows`, or a client component rendering them. */
  readonly body: ReactNode;
  /** `cards`: each row becomes a card below 768 px, and the header row its sort controls side by side. */
  readonly layout?: 'table' | 'cards';
  /** `compact`: tighter cells with a line between rows, for long lists of records. */
  readonly density?: 'default' | 'compact';
  readonly isBusy?: boolean;
  /** The scrolling box's `data-testid`, by which the end-to-end tests find it. */
  readonly scrollTestId?: string;
  /** What follows the table in its box: the pagination, notes. */
  readonly children?: ReactNode;
}

/**
 * The one table of the site, in Ant Design's look without Ant Design: plain markup that renders on the server and
 * in the browser alike. Its sortable headers hold whatever control the page sorts with (links and forms on
 * server-rendered pages, buttons in the app), marked with `aria-sort`.
 */
export function DataTable<Row, SortField extends string = string>({
  columns,
  label,
  sort,
  renderSort,
  body,
  layout = 'table',
  density = 'default',
  isBusy,
  scrollTestId,
  children,
}: DataTableProps<Row, SortField>) {
  const boxClass = [styles.box, layout === 'cards' && styles.cards, density === 'compact' && styles.compact]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={boxClass}>
      <div className={styles.scroll} data-testid={scrollTestId}>
        <table className={styles.table} aria-label={label} aria-busy={isBusy || undefined}>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = column.sortField && sort?.field === column.sortField ? sort.order : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={cellClass(column)}
                    aria-sort={column.sortField ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {column.sortField && renderSort ? renderSort(column, sorted) : column.title}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {children}
    </div>
  );
}

interface DataTableRowsProps<Row> {
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** What an empty table says. */
  readonly empty: ReactNode;
}

/** The rows of a `DataTable`, a cell for each column. */
export function DataTableRows<Row>({ columns, rows, rowKey, empty }: DataTableRowsProps<Row>) {
  if (rows.length === 0) {
    return (
      <tr>
        <td colSpan={columns.length} className={styles.empty}>
          {empty}
        </td>
      </tr>
    );
  }
  return rows.map((row) => (
    <tr key={rowKey(row)}>
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column)} data-card-label={column.cardLabel}>
          {column.render(row)}
        </td>
      ))}
    </tr>
  ));
}

/** The ▲ ▼ of a sortable header, the current order highlighted. */
export function SortIndicator({ sorted }: { readonly sorted: SortOrder | null }) {
  return (
    <span aria-hidden="true" className={styles.sorter}>
      <span className={sorted === 'asc' ? styles.active : undefined}>▲</span>
      <span className={sorted === 'desc' ? styles.active : undefined}>▼</span>
    </span>
  );
}

/** A header's sort control as a button filling the cell (in a form, or with its own click handler). */
export function SortButton({
  sorted,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { readonly sorted: SortOrder | null }) {
  return (
    <button type="button" {...props} className={styles.sort}>
      {children}
      <SortIndicator sorted={sorted} />
    </button>
  );
}
