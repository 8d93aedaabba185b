import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceGeneratedSection } from './methodology-doc';
import { methodologyMarkdown, methodologyText, workedExample } from './methodology-text';
import { CATEGORIES, MIN_COVERAGE, SIGNALS } from './methodology';

describe('the one methodology text', () => {
  it('docs/score-methodology.md says what the engine does (run npm run docs:methodology after a change)', () => {
    const document = fs.readFileSync(path.join(process.cwd(), 'docs', 'score-methodology.md'), 'utf8');
    expect(document).toBe(replaceGeneratedSection(document));
    expect(document).toContain(methodologyMarkdown());
  });

  it('lists every category and signal with the weights, windows and formulas of the engine', () => {
    const text = methodologyText();
    expect(text.minCoverage).toBe(MIN_COVERAGE);
    expect(text.categories.map((category) => [category.key, category.weight])).toEqual(
      CATEGORIES.map((category) => [category.key, category.weight]),
    );
    expect(text.categories.flatMap((category) => category.signals).map((signal) => signal.formula)).toEqual(
      CATEGORIES.flatMap((category) => SIGNALS.filter((signal) => signal.category === category.key)).map(
        (signal) => signal.formula,
      ),
    );
    const markdown = methodologyMarkdown();
    for (const signal of SIGNALS) expect(markdown).toContain(`\`${signal.key}\``);
    expect(markdown).toContain(`Rated from coverage **${MIN_COVERAGE}**`);
  });

  it("states the worked example's result as the engine computes it", () => {
    const result = workedExample();
    expect(result.score).toBe(62.03);
    expect(methodologyMarkdown()).toContain(
      `Security Score **62.03**, tier **BBB**, coverage **${result.coverage}**, confidence **high**.`,
    );
  });
});
