import 'server-only';
import { getTableColumns, getTableName, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Inserts a row of `table` per item, made by `toRow`, with one array parameter per column (`insert ... select
 * from unnest(...)`): a handful of parameters however many rows, so large seeds and imports avoid per-row query
 * building. `toRow`'s object is checked against the table's insert type, and each column's name and type come
 * from its Drizzle definition, so a renamed or retyped column fails the type-check instead of the insert. Every
 * column any row names is written; a row that leaves it out writes null there. `conflict` is appended verbatim
 * (for example `on conflict (id) do nothing`); it must not hold user input.
 */
export async function bulkInsert<Table extends PgTable, Item>(
  db: Executor,
  table: Table,
  items: readonly Item[],
  toRow: (item: Item) => InferInsertModel<Table>,
  conflict?: string,
): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map(toRow);
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names: SQL[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`bulk insert into ${getTableName(table)}: no column ${key}`);
    const type = column.getSQLType();
    // unnest would flatten an array of arrays into one.
    if (type.endsWith('[]')) throw new Error(`bulk insert into ${getTableName(table)}: ${key} is an array`);
    const values = rows.map((row) => toParam((row as Record<string, unknown>)[key]));
    names.push(sql`${sql.identifier(column.name)}`);
    // Sent as the literal of a text array and cast by the server, whatever the column's type.
    arrays.push(sql`${sql.param(textArrayLiteral(values))}::text[]::${sql.raw(type)}[]`);
  }
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})${sql.raw(
      conflict ? ` ${conflict}` : '',
    )}`,
  );
}

/**
 * The literal of a one-dimensional text array (`{"a","b",NULL}`): every element quoted, with its quotes and
 * backslashes escaped. Built here rather than by a driver: node-postgres builds the same literal four times
 * slower (1.2 s against 0.25 s for 8,131 projects' score categories), and both drivers then send one plain text
 * parameter.
 */
function textArrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

function toParam(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
