import type { ProjectDetail } from './project-detail';
import type { LeaderboardRow } from './projects';

/** One project of /compare: its leaderboard row (score, badges), its details and its incidents and audits. */
export interface ComparedProject {
  readonly row: LeaderboardRow;
  readonly detail: ProjectDetail;
  /** Confirmed incidents, and their known losses in USD (losses under review left out). */
  readonly incidents: number;
  readonly knownLossUsd: number;
  /** How many of those incidents have a loss that is unknown or under review: then the total is not known. */
  readonly unknownLosses: number;
  readonly completedAudits: number;
}
