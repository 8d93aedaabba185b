import 'server-only';
import { z } from 'zod';
import type { KeyValue } from '../db/keyset';
import { AppError } from '../errors/app-error';

const cursorBody = z.object({
  o: z.string(),
  k: z.array(z.union([z.string(), z.number(), z.null()])).min(1),
});

/**
 * An opaque cursor: the order it belongs to and the sort key of the last row shown. The next page starts just
 * after that key (keyset paging in the database, src/server/db/keyset.ts), so it stays put when rows are added or
 * removed before it.
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
