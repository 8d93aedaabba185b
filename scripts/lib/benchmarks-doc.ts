// The figures table of docs/benchmarks.md, as `npm run bench` (scripts/bench.ts) reads it back.

/** The parts of a run, in the order of the table; BENCH_ONLY may name some of them. */
export const SECTIONS = ['engine', 'postgres', 'proxy', 'worker', 'lighthouse', 'pglite'] as const;
export type Section = (typeof SECTIONS)[number];

/** The section a row of the table belongs to, read from its benchmark and conditions. */
export function sectionOfRow(row: string): Section | undefined {
  const [benchmark = '', conditions = ''] = row
    .split('|')
    .slice(1, 3)
    .map((cell) => cell.trim());
  if (benchmark === 'Score engine') return 'engine';
  if (benchmark.startsWith('Through nginx')) return 'proxy';
  if (benchmark.startsWith('Worker')) return 'worker';
  if (benchmark.startsWith('Lighthouse')) return 'lighthouse';
  if (/PostgreSQL|100,000 projects/.test(benchmark) || conditions.startsWith('PostgreSQL')) return 'postgres';
  if (/PGlite/.test(benchmark) || /PGlite/.test(conditions)) return 'pglite';
  return undefined;
}

/**
 * The rows of the figures table of an earlier docs/benchmarks.md, by section: its first table only, not the
 * hand-written tables further down, whose rows may name the same sections.
 */
export function keptRows(previous: string): Map<Section, string[]> {
  const kept = new Map<Section, string[]>(SECTIONS.map((name) => [name, []]));
  const lines = previous.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| '));
  const end = start < 0 ? -1 : lines.findIndex((line, index) => index > start && !line.startsWith('| '));
  const table = (start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end)).filter(
    (line) => !/^\| -+ \|/.test(line),
  );
  for (const row of table.slice(1)) {
    const name = sectionOfRow(row);
    if (name) kept.get(name)!.push(row);
  }
  return kept;
}
