import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, keysetPage, type KeyPart } from './cursor';

type Row = { id: number; loss: number | null };
const rows: Row[] = [
  { id: 1, loss: 50 },
  { id: 2, loss: null },
  { id: 3, loss: 900 },
  { id: 4, loss: 50 },
  { id: 5, loss: 10 },
  { id: 6, loss: null },
];
const byLoss: KeyPart<Row>[] = [
  { of: (row) => row.loss, descending: true },
  { of: (row) => row.id, descending: true },
];
const order = 'incidents:loss:desc';

describe('keysetPage', () => {
  it('sorts by the key, nulls last, and pages through every row once', () => {
    const first = keysetPage(rows, byLoss, { order, limit: 4, cursor: undefined });
    expect(first.rows.map((row) => row.id)).toEqual([3, 4, 1, 5]);
    const second = keysetPage(rows, byLoss, { order, limit: 4, cursor: first.nextCursor! });
    expect(second.rows.map((row) => row.id)).toEqual([6, 2]);
    expect(second.nextCursor).toBeNull();
  });

  it('starts the next page after the last row shown, whatever was added or removed before it', () => {
    const first = keysetPage(rows, byLoss, { order, limit: 2, cursor: undefined });
    const changed = [...rows.filter((row) => row.id !== 3), { id: 7, loss: 2_000 }];
    const next = keysetPage(changed, byLoss, { order, limit: 2, cursor: first.nextCursor! });
    expect(next.rows.map((row) => row.id)).toEqual([1, 5]);
  });

  it('refuses a cursor of another order, or one that is not ours', () => {
    expect(() => decodeCursor(encodeCursor('incidents:date:desc', [1]), order)).toThrow('InvalidCursor');
    expect(() => decodeCursor('bm90LWpzb24', order)).toThrow('InvalidCursor');
  });
});
