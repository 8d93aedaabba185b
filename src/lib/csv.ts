import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null | undefined;

/** Several values in one cell (a project's chains): one separator for every export. */
export const CSV_LIST_SEPARATOR = '; ';

/** Parses RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks; a byte-order mark and
 * blank lines are ignored). Returns the rows. */
export function parseCsv(text: string): string[][] {
  return parse(text, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
}

// A spreadsheet runs a cell that starts like a formula; a leading quote makes it text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV for a download: a UTF-8 byte-order mark (so that spreadsheets read non-ASCII names right), CRLF
 * line ends, cells quoted when they hold a separator, quote or line break, and text that starts like a formula
 * defused. Numbers are written as numbers, a negative one included.
 */
export const toCsv = (rows: readonly (readonly CsvValue[])[]): string =>
  stringify(
    rows.map((row) => [...row]),
    {
      bom: true,
      record_delimiter: 'windows',
      // A line break in a cell is quoted whichever kind it is, not only the record delimiter.
      quoted_match: /[\r\n]/,
      cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
    },
  );
