import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_BUILDS } from './builds';
import { GitSnapshot } from './lib/git-snapshot';
import { renderRecords } from './lib/render';

// npm run data:build -- --source <dir> [--only <name>,<name>] [--data <dir>]
//
// Rebuilds the files of data/ from local copies of their sources under <dir> (data/README.md gives the layout:
// a Git copy of each repository as <dir>/<owner>+<name>, or <dir>/<owner>+<name>/repo). Each copy must stand at
// the commit its build is pinned to: the same source gives the same bytes.

const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    only: { type: 'string' },
    data: { type: 'string', default: 'data' },
  },
});
if (!values.source) {
  console.error('Usage: npm run data:build -- --source <dir> [--only <name>,<name>] [--data <dir>]');
  process.exit(2);
}
const sourceDir = path.resolve(values.source);
const dataDir = path.resolve(values.data!);
const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : null;
const builds = DATA_BUILDS.filter((build) => !only || only.has(build.name));
if (only && builds.length !== only.size) {
  const known = new Set(DATA_BUILDS.map((build) => build.name));
  console.error(`Unknown build: ${[...only].filter((name) => !known.has(name)).join(', ')}`);
  console.error(`Builds: ${[...known].join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const build of builds) {
  try {
    if (build.repo) {
      const head = GitSnapshot.find(sourceDir, build.repo).head();
      if (head !== build.commit)
        throw new Error(
          `the copy of ${build.repo} stands at ${head}, the build is pinned to ${build.commit}: pin the new commit in its build to rebuild from it`,
        );
    }
    const records = build.parse(build.read({ sourceDir, dataDir }));
    const file = path.join(dataDir, build.output);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderRecords(records));
    console.log(`${build.output}: ${records.length} records (${build.repo ?? 'local'} @ ${build.commit})`);
  } catch (error) {
    failed += 1;
    console.error(`${build.output}: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
