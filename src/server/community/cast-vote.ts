import 'server-only';
import { eq } from 'drizzle-orm';
import type { VoteInput, VoteSummary } from '@/contracts/community';
import { MIN_VOTES_FOR_SIGNAL } from '@/lib/score/methodology';
import type { Db } from '../db/client';
import { projectVotes, projects } from '../db/schema';
import { AppError } from '../http/app-error';
import { recordSignals } from '../scores/record-signals';
import { getVoteSummary } from './vote-summary';

/**
 * Records (or changes) one account's or visitor's vote on a project, then feeds the Community Trust signal: the
 * share of 'yes' votes, left not available below 10 votes.
 */
export async function castVote(
  db: Db,
  { id, vote, voterKey, now = new Date() }: VoteInput & { voterKey: string; now?: Date },
): Promise<VoteSummary> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  if (!project) throw new AppError('ProjectNotFound', 404);
  await db
    .insert(projectVotes)
    .values({ projectId: id, voterKey, isSafe: vote === 'yes', createdAt: now })
    .onConflictDoUpdate({
      target: [projectVotes.projectId, projectVotes.voterKey],
      set: { isSafe: vote === 'yes', createdAt: now },
    });
  const summary = await getVoteSummary(db, id, voterKey);
  await recordSignals(
    db,
    {
      projectId: id,
      measurements: [
        {
          key: 'vote_yes_pct',
          value: summary.votes >= MIN_VOTES_FOR_SIGNAL ? summary.yesPercentage : null,
          measuredAt: now,
          evidenceUrl: `/projects/${id}#votes`,
          source: 'community-votes',
        },
      ],
    },
    now,
  );
  return summary;
}
