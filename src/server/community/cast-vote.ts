import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { VoteInput, VoteSummary } from '@/contracts/community';
import { MIN_VOTES_FOR_SIGNAL } from '@/lib/score/methodology';
import type { Db } from '../db/client';
import { projectVotes, projects } from '../db/schema';
import { AppError } from '../errors/app-error';
import { recordSignals } from '../scores/record-signals';
import { getVoteSummary } from './vote-summary';

/**
 * The share of 'yes' among the votes of distinct client addresses (each address's latest vote), and how many
 * addresses voted: what the Community Trust signal reads, so that one machine voting under many visitor
 * cookies counts once.
 */
async function votesByAddress(
  db: Db,
  projectId: string,
): Promise<{ addresses: number; yesPercentage: number | null }> {
  const result = await db.execute<{ addresses: number; yes: number }>(sql`
    select count(*)::int as addresses, (count(*) filter (where is_safe))::int as yes from (
      select distinct on (address_key) is_safe from project_votes
      where project_id = ${projectId} and address_key is not null
      order by address_key, created_at desc
    ) as latest`);
  const addresses = Number(result.rows[0]?.addresses ?? 0);
  const yes = Number(result.rows[0]?.yes ?? 0);
  return { addresses, yesPercentage: addresses ? Math.round((10_000 * yes) / addresses) / 100 : null };
}

/**
 * Records (or changes) one account's or visitor's vote on a project, then feeds the Community Trust signal: the
 * share of 'yes' votes counted once per client address, left not available until 10 addresses voted.
 */
export async function castVote(
  db: Db,
  {
    id,
    vote,
    voterKey,
    addressKey,
    now = new Date(),
  }: VoteInput & { voterKey: string; addressKey: string; now?: Date },
): Promise<VoteSummary> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  if (!project) throw new AppError('ProjectNotFound');
  await db
    .insert(projectVotes)
    .values({ projectId: id, voterKey, addressKey, isSafe: vote === 'yes', createdAt: now })
    .onConflictDoUpdate({
      target: [projectVotes.projectId, projectVotes.voterKey],
      set: { isSafe: vote === 'yes', addressKey, createdAt: now },
    });
  const summary = await getVoteSummary(db, id, voterKey);
  const byAddress = await votesByAddress(db, id);
  await recordSignals(
    db,
    {
      projectId: id,
      measurements: [
        {
          key: 'vote_yes_pct',
          value: byAddress.addresses >= MIN_VOTES_FOR_SIGNAL ? byAddress.yesPercentage : null,
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
