/**
 * The Percentile line of a project's header: the share of the other rated projects ranked below it, rounded down,
 * so that 100 % is never shown while any project ranks above; the first says so in words. Null without a rank or
 * without another rated project to be ahead of.
 */
export function aheadOfText(rank: number | null | undefined, rankedProjects: number): string | null {
  if (!rank || rankedProjects < 2 || rank > rankedProjects) return null;
  if (rank === 1) return 'ahead of every other rated project';
  // Whole numbers divided: exact when the share is whole, so the floor never loses a point to rounding.
  return `ahead of ${Math.floor((100 * (rankedProjects - rank)) / (rankedProjects - 1))}%`;
}
