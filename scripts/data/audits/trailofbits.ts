import { parseTrailOfBitsReadme } from '../../../src/server/refresh/parse-trailofbits';
import type { DataBuild } from '../data-build';
import { GitSnapshot } from '../lib/git-snapshot';
import { catalogueNames } from './portfolio-build';
import { ProjectNames, type CatalogueName } from './portfolio';

// Trail of Bits' README, section "Security Reviews": read by the same parser as the refresh, with its report links
// pinned to the commit read, and its products named after the catalogue's projects as the refresh names them.
export interface TrailOfBitsInput {
  readonly commit: string;
  readonly readme: string;
  readonly projects: readonly CatalogueName[];
}

export const TRAILOFBITS_REPO = 'trailofbits/publications';

export const trailOfBits: DataBuild<TrailOfBitsInput> = {
  name: 'trailofbits',
  output: 'audits/trailofbits.json',
  repo: TRAILOFBITS_REPO,
  commit: '6bf36b87632584809ed9b7be2ad29cbd911891b8',
  read: ({ sourceDir, dataDir }) => {
    const snapshot = GitSnapshot.find(sourceDir, TRAILOFBITS_REPO);
    return { commit: snapshot.head(), readme: snapshot.show('README.md'), projects: catalogueNames(dataDir) };
  },
  parse: ({ commit, readme, projects }) =>
    parseTrailOfBitsReadme(readme, { ref: commit, names: new ProjectNames(projects) }),
};
