/**
 * The text of a data file: a JSON array with one record per line, in the order given, and a final newline. The
 * same records always give the same bytes, so a rebuild from the same source changes nothing.
 */
export function renderRecords(records: readonly unknown[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;
}

/** Compares two strings for sorting, the same on every machine (by UTF-16 code units, not by locale). */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
