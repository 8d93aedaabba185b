import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('ignores a byte-order mark and a last line break', () => {
    expect(parseCsv('\ufeffname\nAave\n')).toEqual([['name'], ['Aave']]);
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark, quotes what needs quoting, defuses formula-like text, keeps numbers', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b "c"', null],
        ['x,y', -5],
        ['=1+1', '@SUM(1)'],
        ['-1+2', 'two\nlines'],
      ]),
    ).toBe(`\uFEFFa,1\r\n"b ""c""",\r\n"x,y",-5\r\n'=1+1,'@SUM(1)\r\n'-1+2,"two\nlines"\r\n`);
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['Name', 'Loss'],
      ['Poly, Network', '611000000'],
      ['say "x"', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
