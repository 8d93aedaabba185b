import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { voteSummary, type VoteSummary } from '@/contracts/community';
import type { Executor } from '../db/client';
import { projectVotes } from '../db/schema';

export async function getVoteSummary(
  db: Executor,
  projectId: string,
  voterKey: string | null,
): Promise<VoteSummary> {
  const [totals] = await db
    .select({
      votes: sql<number>`count(*)::int`,
      yes: sql<number>`(count(*) filter (where ${projectVotes.isSafe}))::int`,
    })
    .from(projectVotes)
    .where(eq(projectVotes.projectId, projectId));
  const [mine] = voterKey
    ? await db
        .select({ isSafe: projectVotes.isSafe })
        .from(projectVotes)
        .where(and(eq(projectVotes.projectId, projectId), eq(projectVotes.voterKey, voterKey)))
    : [];
  const votes = Number(totals?.votes ?? 0);
  return voteSummary.parse({
    projectId,
    votes,
    yesPercentage: votes ? Math.round((10_000 * Number(totals?.yes ?? 0)) / votes) / 100 : null,
    myVote: mine ? (mine.isSafe ? 'yes' : 'no') : null,
  });
}
