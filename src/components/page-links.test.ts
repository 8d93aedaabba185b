import { describe, expect, it } from 'vitest';
import { pageItems } from './page-links';

const describeItems = (current: number, last: number) =>
  pageItems(current, last).map((item) =>
    item.kind === 'page' ? String(item.page) : `${item.label}→${item.page}`,
  );

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(describeItems(1, 1)).toEqual(['1']);
    expect(describeItems(2, 5)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows the first and last pages, two on each side of the current one, and jumps of 5 across the gaps', () => {
    expect(describeItems(1, 401)).toEqual(['1', '2', '3', 'Next 5 Pages→6', '401']);
    expect(describeItems(50, 401)).toEqual([
      '1',
      'Previous 5 Pages→45',
      '48',
      '49',
      '50',
      '51',
      '52',
      'Next 5 Pages→55',
      '401',
    ]);
    expect(describeItems(401, 401)).toEqual(['1', 'Previous 5 Pages→396', '399', '400', '401']);
  });

  it('never jumps past the first or the last page', () => {
    expect(describeItems(5, 9)).toEqual([
      '1',
      'Previous 5 Pages→1',
      '3',
      '4',
      '5',
      '6',
      '7',
      'Next 5 Pages→9',
      '9',
    ]);
  });
});
