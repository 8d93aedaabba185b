import '@/lib/zod-config';
import { z } from 'zod';
import { CORRECTION_CLAIM_KINDS } from '@/lib/score/score-causes';

const scoreMove = {
  scoreFrom: z.number().nullable().meta({ description: 'The Security Score before this cause was applied.' }),
  scoreTo: z.number().nullable().meta({ description: 'The Security Score after it.' }),
};

const recordChange = z
  .enum(['added', 'updated', 'moved'])
  .meta({ description: 'New in the data set, changed in it, or linked to another project since.' });

/** A record that a data refresh added or changed, named by the score change it caused. */
export const causeRecord = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('incident'),
      change: recordChange,
      name: z.string().meta({ description: 'The project as the data set names it.' }),
      occurredOn: z.string(),
      lossUsd: z.number().nullable(),
      source: z.string(),
      url: z.string().nullable().meta({ description: 'The primary source of the incident.' }),
    }),
    z.object({
      kind: z.literal('audit'),
      change: recordChange,
      auditor: z.string(),
      title: z.string().nullable(),
      date: z.string().meta({ description: 'YYYY-MM-DD, or YYYY-MM where the source gives the month only.' }),
      source: z.string(),
      url: z.string().nullable().meta({ description: 'The report at its primary location.' }),
    }),
    z.object({
      kind: z.literal('market'),
      change: recordChange,
      rankFrom: z.number().int().nullable(),
      rankTo: z.number().int().nullable(),
      capUsdFrom: z.number().nullable(),
      capUsdTo: z.number().nullable(),
      asOf: z.string(),
      source: z.string(),
    }),
  ])
  .meta({ id: 'ScoreCauseRecord' });

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
    z.object({
      kind: z.literal('data_refresh'),
      sources: z.array(z.string()),
      records: z
        .array(causeRecord)
        .optional()
        .meta({ description: 'The records of this project the refresh added or changed (20 at most).' }),
      moreRecords: z.number().int().optional().meta({ description: 'Records beyond the 20 named, counted.' }),
      ...scoreMove,
    }),
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
