/** Where a build reads from: a folder of local copies of its sources, and data/ (for what other builds made). */
export interface BuildContext {
  readonly sourceDir: string;
  readonly dataDir: string;
}

/**
 * One file of data/ and how it is made: `read` takes the small input it needs from a local copy of its source
 * (checked against the pinned commit), and `parse`, a pure function, turns that input into the file's records.
 */
export interface DataBuild<I = unknown> {
  /** The name `npm run data:build -- --only <name>` knows it by. */
  readonly name: string;
  /** The file it writes, under data/. */
  readonly output: string;
  /** The public repository it reads (`owner/name`), or null for a source that is not a repository. */
  readonly repo: string | null;
  /** The commit (or, for another source, the version or day) the shipped file was built from. */
  readonly commit: string;
  readonly read: (context: BuildContext) => I;
  readonly parse: (input: I) => readonly unknown[];
}
