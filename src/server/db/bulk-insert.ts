import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** One column of a bulk insert: its name, its PostgreSQL element type, and one value per row. */
export interface BulkColumn {
  readonly name: string;
  readonly type: string;
  readonly values: readonly unknown[];
}

/**
 * Inserts many rows with one array parameter per column (`insert ... select from unnest(...)`): a handful of
 * parameters however many rows, so large seeds and imports avoid per-row query building.
 * `conflict` is appended verbatim (for example `on conflict (id) do nothing`); it must not hold user input.
 */
export async function bulkInsert(
  db: Executor,
  table: string,
  columns: readonly BulkColumn[],
  conflict?: string,
): Promise<void> {
  const rows = columns[0]?.values.length ?? 0;
  if (rows === 0) return;
  if (columns.some((column) => column.values.length !== rows))
    throw new Error('bulk insert columns differ in length');
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const arrays: SQL[] = columns.map(
    // Sent as text[] and cast by the server: both drivers serialise a text array alike, whatever the type.
    (column) => sql`${sql.param(column.values.map(toParam))}::text[]::${sql.raw(column.type)}[]`,
  );
  await db.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${sql.raw(
      conflict ? ` ${conflict}` : '',
    )}`,
  );
}

function toParam(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
