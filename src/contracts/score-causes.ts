import '@/lib/zod-config';
import { z } from 'zod';
import { CORRECTION_CLAIM_KINDS } from '@/lib/score/score-causes';

const scoreMove = {
  scoreFrom: z.number().nullable().meta({ description: 'The Security Score before this cause was applied.' }),
  scoreTo: z.number().nullable().meta({ description: 'The Security Score after it.' }),
};

/** Why a score was recomputed on a day of its history, beside the signals that moved (src/lib/score/score-causes.ts). */
export const scoreCause = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('methodology'), from: z.string().nullable(), to: z.string() }),
    z.object({
      kind: z.literal('correction'),
      correctionId: z.number().int(),
      claim: z.enum(CORRECTION_CLAIM_KINDS),
      summary: z.string().meta({ description: 'The claim withdrawn, as the project page showed it.' }),
      ...scoreMove,
    }),
    z.object({ kind: z.literal('data_refresh'), sources: z.array(z.string()), ...scoreMove }),
    z.object({
      kind: z.literal('incident'),
      alertId: z.number().int(),
      occurredOn: z.string(),
      chains: z.array(z.string()),
      lossUsd: z.number().nullable(),
      source: z.string().nullable(),
    }),
  ])
  .meta({ id: 'ScoreCause' });
export type ScoreCauseView = z.infer<typeof scoreCause>;
