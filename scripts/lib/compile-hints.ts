// V8's explicit compile hint (decision 0015): a script that opens with this comment has all its functions
// compiled while it streams in, on a background thread, instead of one by one on the main thread when first
// called. A chunk loads when its code is about to run (the page, or a feature the visitor opened), so little of
// what is compiled goes unused.
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to each JavaScript chunk under `chunksDir` that lacks it; returns how many it changed. */
export function addCompileHints(chunksDir: string): number {
  if (!fs.existsSync(chunksDir)) return 0;
  let changed = 0;
  for (const entry of fs.readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    // Written beside under a name of this process's own, then renamed over: a server reading the chunk meanwhile
    // sees the old file or the new one, whole, and instances started together from one build do not collide.
    const beside = `${file}.${process.pid}.hint`;
    fs.writeFileSync(beside, COMPILE_HINT + source);
    fs.renameSync(beside, file);
    changed += 1;
  }
  return changed;
}

/** The chunks directory of a Next build rooted at `root`. */
export const chunksDirOf = (root: string) => path.join(root, '.next', 'static', 'chunks');

// `npm run build` runs this file after `next build`.
if (path.resolve(process.argv[1] ?? '') === __filename) {
  console.log(`Compile hints added to ${addCompileHints(chunksDirOf(process.cwd()))} chunks.`);
}
