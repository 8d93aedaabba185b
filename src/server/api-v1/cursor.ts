import 'server-only';
import { z } from 'zod';
import { AppError } from '../http/app-error';

/** A value of a sort key: what a row is ordered by, its tie-breakers last. */
export type KeyValue = string | number | null;

const cursorBody = z.object({
  o: z.string(),
  k: z.array(z.union([z.string(), z.number(), z.null()])).min(1),
});

/**
 * An opaque cursor: the order it belongs to and the sort key of the last row shown. The next page starts just
 * after that key (keyset paging), so it stays put when rows are added or removed before it.
 */
export function encodeCursor(order: string, key: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify({ o: order, k: key })).toString('base64url');
}

/** The key of a cursor made for `order`; a cursor of another order, or none of ours, answers 400. */
export function decodeCursor(cursor: string, order: string): KeyValue[] {
  let parsed: z.infer<typeof cursorBody> | undefined;
  try {
    parsed = cursorBody.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.o !== order) throw new AppError('InvalidCursor');
  return parsed.k;
}

export interface KeyPart<T> {
  readonly of: (row: T) => KeyValue;
  readonly descending: boolean;
}

function compareValues(a: KeyValue, b: KeyValue, descending: boolean): number {
  // Nulls last in either direction.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const sign = descending ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  const [x, y] = [String(a), String(b)];
  return sign * (x < y ? -1 : x > y ? 1 : 0);
}

function compareKeys<T>(
  parts: readonly KeyPart<T>[],
  a: readonly KeyValue[],
  b: readonly KeyValue[],
): number {
  for (const [index, part] of parts.entries()) {
    const order = compareValues(a[index] ?? null, b[index] ?? null, part.descending);
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * One page of rows in keyset order, read in memory: the rows sorted by the parts (the last part unique), those
 * after the cursor's key, `limit` of them, and the cursor of the next page.
 */
export function keysetPage<T>(
  rows: readonly T[],
  parts: readonly KeyPart<T>[],
  { order, limit, cursor }: { order: string; limit: number; cursor: string | undefined },
): { rows: T[]; nextCursor: string | null } {
  const keyOf = (row: T) => parts.map((part) => part.of(row));
  const sorted = [...rows].sort((a, b) => compareKeys(parts, keyOf(a), keyOf(b)));
  const after = cursor === undefined ? undefined : decodeCursor(cursor, order);
  const start = after ? sorted.findIndex((row) => compareKeys(parts, keyOf(row), after) > 0) : 0;
  const shown = start < 0 ? [] : sorted.slice(start, start + limit);
  const last = shown.at(-1);
  const hasMore = start >= 0 && start + limit < sorted.length;
  return { rows: shown, nextCursor: hasMore && last ? encodeCursor(order, keyOf(last)) : null };
}
