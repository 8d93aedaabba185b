import type { ProjectDetail } from './project-detail';
import type { LeaderboardRow } from './projects';

/** One project of /compare: its leaderboard row (score, badges), its details and its incidents and audits. */
export interface ComparedProject {
  readonly row: LeaderboardRow;
  readonly detail: ProjectDetail;
  /** Confirmed incidents, and their known losses in USD (losses under review left out). */
  readonly incidents: number;
  readonly knownLossUsd: number;
  readonly completedAudits: number;
}
