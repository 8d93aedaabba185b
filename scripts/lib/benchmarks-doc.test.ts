import { describe, expect, it } from 'vitest';
import { keptRows, sectionOfRow } from './benchmarks-doc';

const doc = `# Benchmarks

Last run: today.

| Benchmark | Conditions | Result |
| --- | --- | --- |
| Score engine | 10,000 projects | 1.0 s |
| Lighthouse, / | mobile preset | performance 98 |
| GET / | default embedded PGlite, real data | 0.6× |

How to read them:

## Figures behind the decisions

| Change | How measured | Figures |
| --- | --- | --- |
| Watchlists in one statement | The PGlite section of \`npm run bench\` | 0.38× |
| Lighthouse on / before and after | interleaved runs | 87 against 81.5 |
`;

describe('the figures table of docs/benchmarks.md', () => {
  it('keeps the rows of the figures table by section', () => {
    const kept = keptRows(doc);
    expect(kept.get('engine')).toEqual(['| Score engine | 10,000 projects | 1.0 s |']);
    expect(kept.get('lighthouse')).toEqual(['| Lighthouse, / | mobile preset | performance 98 |']);
    expect(kept.get('pglite')).toEqual(['| GET / | default embedded PGlite, real data | 0.6× |']);
  });

  it('never takes a row of the tables written by hand below it, though it names a section', () => {
    const kept = [...keptRows(doc).values()].flat();
    expect(
      sectionOfRow('| Watchlists in one statement | The PGlite section of `npm run bench` | 0.38× |'),
    ).toBe('pglite');
    expect(kept.some((row) => row.includes('Watchlists in one statement'))).toBe(false);
    expect(kept.some((row) => row.includes('before and after'))).toBe(false);
    expect(kept).toHaveLength(3);
  });

  it('reads nothing from a document without a table', () => {
    expect([...keptRows('# Benchmarks\n\nNo figures yet.\n').values()].flat()).toEqual([]);
  });
});
