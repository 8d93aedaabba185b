import '@/lib/zod-config';
import { z } from 'zod';
import { lineText } from './text';

const projectId = lineText().trim().min(1).max(200);

/** GET or POST /api/projects/vote: "Is this project safe?" (id, vote). */
export const voteInput = z
  .object({
    id: projectId,
    vote: z.enum(['yes', 'no']),
  })
  .strict();
export type VoteInput = z.infer<typeof voteInput>;

/** GET /api/projects/average-yes-percentage?id */
export const voteSummaryQuery = z.object({ id: projectId }).strict();

export const voteSummary = z.object({
  projectId: z.string(),
  /** Share of 'yes' votes in percent, 2 decimals; null before the first vote. */
  yesPercentage: z.number().nullable(),
  votes: z.number().int(),
  /** The asking account's or visitor's own vote. */
  myVote: z.enum(['yes', 'no']).nullable(),
});
export type VoteSummary = z.infer<typeof voteSummary>;

/** GET /api/projects/page-view?projectId */
export const pageViewQuery = z.object({ projectId }).strict();
export const pageViewResult = z.object({ projectId: z.string(), recorded: z.boolean() });
