import {
  parseDefiHackLabsReadme,
  pocFactsOf,
  type PocFacts,
} from '../../../src/server/refresh/parse-defihacklabs';
import type { DataBuild } from '../data-build';
import { GitSnapshot } from '../lib/git-snapshot';
import { byCodeUnits } from '../lib/render';

// DeFiHackLabs lists its incidents in README.md (the current year) and in its yearly archives
// past/<year>/README.md; each block links the proof of concept (src/test/YYYY-MM/*_exp.sol) whose comments give
// the attack transactions and analyses, and whose fork names the chain. The README blocks are read by the same
// parser as the refresh; of the proofs of concept only those facts are read (no code is kept).

export interface DefiHackLabsInput {
  readonly commit: string;
  /** The README and the archives, by path. */
  readonly readmes: Readonly<Record<string, string>>;
  /** The facts of each proof of concept the lists link, by path. */
  readonly pocs: Readonly<Record<string, PocFacts>>;
}

export const DEFIHACKLABS_REPO = 'SunWeb3Sec/DeFiHackLabs';

const isList = (file: string) => file === 'README.md' || /^past\/\d{4}\/README\.md$/.test(file);

/**
 * The incidents of every list, newest first (then by id). A block listed twice (the same id, loss and proof of
 * concept) is kept once, as first read; another incident of the same name and day in another list is numbered on.
 */
export function defiHackLabsRecords(input: DefiHackLabsInput): Record<string, unknown>[] {
  const records = new Map<string, Record<string, unknown>>();
  const lists = Object.keys(input.readmes).sort((a, b) =>
    a === 'README.md' ? -1 : b === 'README.md' ? 1 : byCodeUnits(b, a),
  );
  for (const list of lists) {
    for (const record of parseDefiHackLabsReadme(input.readmes[list]!, { ref: input.commit, pocs: input.pocs })) {
      let id = String(record.id);
      const same = records.get(id);
      if (same && same.lossText === record.lossText && same.poc === record.poc) continue;
      for (let seen = 2; records.has(id); seen += 1) id = `${String(record.id).replace(/-\d+$/, '')}-${seen}`;
      // The importer's matcher finds the project: the data set names none of the catalogue's.
      records.set(id, { ...record, id, protocolSlug: null });
    }
  }
  return [...records.values()].sort(
    (a, b) => byCodeUnits(String(b.date), String(a.date)) || byCodeUnits(String(a.id), String(b.id)),
  );
}

export const defiHackLabs: DataBuild<DefiHackLabsInput> = {
  name: 'incidents',
  output: 'incidents.json',
  repo: DEFIHACKLABS_REPO,
  commit: 'b3719ce7fb93ee6f743853ede9471e1a8bed1de0',
  read: ({ sourceDir }) => {
    const snapshot = GitSnapshot.find(sourceDir, DEFIHACKLABS_REPO);
    const files = snapshot.files();
    const readmes = Object.fromEntries(files.filter(isList).map((file) => [file, snapshot.show(file)]));
    const pocs = Object.fromEntries(
      files
        .filter((file) => /^src\/test\/.+\.sol$/.test(file))
        .map((file) => [file, pocFactsOf(snapshot.show(file))] as const),
    );
    return { commit: snapshot.head(), readmes, pocs };
  },
  parse: defiHackLabsRecords,
};
