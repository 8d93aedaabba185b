import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv';

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
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 1],
        ['b "c"', null],
      ]),
    ).toBe('a,1\r\n"b ""c""",\r\n');
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
