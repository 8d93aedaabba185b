import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest';

describe('failureDigest', () => {
  it("keeps Vitest's report of its failures, from its rule on, without colour codes", () => {
    const output = [
      ' ✓ security/a.security.test.ts (3 tests) 2100ms',
      ' \x1b[31m×\x1b[39m security/b.security.test.ts > S8 > medians (1 failed)',
      '\x1b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m',
      ' FAIL  security/b.security.test.ts > S8 > medians',
      'AssertionError: medians 80 ms and 20 ms: expected 60 to be less than 50',
    ].join('\n');
    expect(failureDigest(output)).toEqual([
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL  security/b.security.test.ts > S8 > medians',
      'AssertionError: medians 80 ms and 20 ms: expected 60 to be less than 50',
    ]);
  });

  it("keeps Playwright's failures from the first numbered one", () => {
    const output = [
      '  ✓  1 [desktop] › a.spec.ts:3:3 › passes (1.0s)',
      '',
      '  1) [desktop] › b.spec.ts:9:3 › fails',
      '    Error: expect(locator).toBeVisible() failed',
    ].join('\n');
    expect(failureDigest(output)).toEqual([
      '  1) [desktop] › b.spec.ts:9:3 › fails',
      '    Error: expect(locator).toBeVisible() failed',
    ]);
  });

  it('keeps the last 60 lines of a suite that printed no report, and says how many more came before the cut', () => {
    const lines = Array.from({ length: 100 }, (_, n) => `line ${n}`);
    expect(failureDigest(lines.join('\n'))).toEqual(lines.slice(40));
    const report = ['Failed Tests 2', ...lines];
    const digest = failureDigest(report.join('\n'));
    expect(digest).toHaveLength(61);
    expect(digest.at(-1)).toBe('… (41 more lines)');
  });
});
