import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const order = 'incidents:loss:desc';

describe('the API cursor', () => {
  it('gives back the key it was made with, for its own order', () => {
    const key = [900, '2026-11-18T10:00:00.000Z', 3];
    expect(decodeCursor(encodeCursor(order, key), order)).toEqual(key);
  });

  it('refuses a cursor of another order, or one that is not ours', () => {
    expect(() => decodeCursor(encodeCursor('incidents:date:desc', [1]), order)).toThrow('InvalidCursor');
    expect(() => decodeCursor('bm90LWpzb24', order)).toThrow('InvalidCursor');
  });
});
