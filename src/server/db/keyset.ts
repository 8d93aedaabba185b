import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';

/** A value of a sort key: what a row is ordered by, its tie-breakers last. */
export type KeyValue = string | number | null;

/** One column (or expression) of a keyset order; every part sorts nulls last, whatever its direction. */
export interface KeyColumn {
  readonly column: SQL;
  readonly descending: boolean;
}

/** The ORDER BY of a keyset: each part in its direction, nulls last. The last part must be unique. */
export function keysetOrder(columns: readonly KeyColumn[]): SQL[] {
  return columns.map(
    ({ column, descending }) => sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`,
  );
}

/**
 * The rows that come after `key` in the order of `columns` (keyset paging, done by the database): equal on the
 * parts before one, and after it on that one. A row whose value of a part is null comes after every value, and
 * nothing comes after null. A page that starts there stays put when rows are added or removed before it.
 */
export function afterKey(columns: readonly KeyColumn[], key: readonly KeyValue[]): SQL {
  const alternatives = columns.map((part, index) => {
    const equalBefore = columns.slice(0, index).map((earlier, earlierIndex) => {
      const value = key[earlierIndex] ?? null;
      return value === null ? sql`${earlier.column} is null` : sql`${earlier.column} = ${value}`;
    });
    const value = key[index] ?? null;
    const after =
      value === null
        ? sql`false`
        : sql`(${part.column} ${sql.raw(part.descending ? '<' : '>')} ${value} or ${part.column} is null)`;
    return and(...equalBefore, after)!;
  });
  return sql`(${sql.join(alternatives, sql` or `)})`;
}
