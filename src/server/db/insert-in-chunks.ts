import 'server-only';
import { getTableColumns, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

// PostgreSQL's wire protocol allows at most 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000;

/** Inserts many rows in as few statements as the parameter limit allows. */
export async function insertInChunks<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
  onChunk?: (inserted: number) => void,
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    await db.insert(table).values(chunk as InferInsertModel<T>[]);
    onChunk?.(chunk.length);
  }
}
