import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A local copy of a public Git repository, read with git: a clone, or a bare one (`<dir>/<owner>+<name>/repo`
 * or `<dir>/<owner>+<name>`, data/README.md). Nothing is fetched: the build reads what the copy holds.
 */
export class GitSnapshot {
  private constructor(readonly gitDir: string) {}

  /** The copy of `owner/name` under `sourceDir`; throws, naming the places looked at, when there is none. */
  static find(sourceDir: string, repo: string): GitSnapshot {
    const base = path.join(sourceDir, repo.replace('/', '+'));
    const tried = [path.join(base, 'repo'), base, path.join(sourceDir, repo.split('/')[1]!)];
    const found = tried.find((dir) => fs.existsSync(dir) && isGitDir(dir));
    if (!found) throw new Error(`no copy of ${repo} in ${sourceDir} (looked for ${tried.join(', ')})`);
    return new GitSnapshot(found);
  }

  private git(args: readonly string[]): string {
    return execFileSync('git', ['-C', this.gitDir, ...args], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
  }

  /** The commit the copy stands at. */
  head(): string {
    return this.git(['rev-parse', 'HEAD']).trim();
  }

  /** The day of the commit the copy stands at, YYYY-MM-DD. */
  headDay(): string {
    return this.git(['log', '-1', '--format=%cs', 'HEAD']).trim();
  }

  /** Every file of the commit, by path. */
  files(): string[] {
    return this.git(['-c', 'core.quotePath=false', 'ls-tree', '-r', '--name-only', 'HEAD'])
      .split('\n')
      .filter(Boolean)
      .sort();
  }

  /** A file's text at the commit. */
  show(file: string): string {
    return this.git(['show', `HEAD:${file}`]);
  }

  /**
   * The day each file of the commit was first added to the repository (the commit that added it, its committer
   * date, YYYY-MM-DD): when the firm published it there. A file added again after a rename keeps its first day.
   */
  addedDays(): Map<string, string> {
    const log = this.git([
      '-c',
      'core.quotePath=false',
      'log',
      '--reverse',
      '--diff-filter=A',
      '--no-renames',
      '--format=%x00%cs',
      '--name-only',
      'HEAD',
    ]);
    const days = new Map<string, string>();
    for (const chunk of log.split('\0').slice(1)) {
      const [day, ...files] = chunk.split('\n').map((line) => line.trim());
      for (const file of files.filter(Boolean)) if (!days.has(file)) days.set(file, day!);
    }
    return days;
  }
}

function isGitDir(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'HEAD')) || fs.existsSync(path.join(dir, '.git'));
}
