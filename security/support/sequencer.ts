import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose waits the security suite's global setup starts as the run begins (S8's accounts waiting out the
 * one-code-a-minute rule, S13's first minute of error reports): they run after every other file of the run, so
 * that those waits have run out meanwhile, whatever order the durations of earlier runs would give.
 */
const RUN_LAST = ['security/s8-mail-after-answer.security.test.ts', 'security/storage.security.test.ts'];

const runsLast = (file: TestSpecification) => RUN_LAST.some((name) => file.moduleId.endsWith(name));

/** Vitest's own order (failed first, then the longest first), with the files above last. */
export class SecuritySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !runsLast(file)), ...sorted.filter(runsLast)];
  }
}
