// What `npm test` prints again of a failed suite at the end of its log, where a reader of the log's last lines
// finds it.

// Where a runner's report of its failures begins: Vitest's "Failed Tests" rule, Playwright's first numbered one.
const FAILURES_START = [/Failed Tests \d+/, /^\s+1\) /];
const DIGEST_LINES = 60;

/** A failed suite's failures: its report of them, or its last lines, without colour codes, at most 60 lines. */
export function failureDigest(output: string): string[] {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => FAILURES_START.some((pattern) => pattern.test(line)));
  const from = start === -1 ? Math.max(0, lines.length - DIGEST_LINES) : start;
  const digest = lines.slice(from, from + DIGEST_LINES);
  return from + DIGEST_LINES < lines.length
    ? [...digest, `… (${lines.length - from - DIGEST_LINES} more lines)`]
    : digest;
}
