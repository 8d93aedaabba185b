import '@/lib/zod-config';
import { z } from 'zod';
import { projectChainFacts } from './chain';
import { dataCredit } from './discovery';
import { CATEGORY_KEYS, KYC_LEVELS, NOT_RATED_REASONS, SIGNAL_KEYS, TIERS } from '@/lib/score/methodology';

/** A link to the evidence behind a signal (a report, an incident's source, a transaction, a contract). */
export const evidenceLink = z.object({ label: z.string(), url: z.string().nullable() });
export type EvidenceLinkView = z.infer<typeof evidenceLink>;

/** A data set a signal's value comes from, and the day it describes. */
export const evidenceDataSet = z.object({
  name: z.string(),
  url: z.string().nullable(),
  asOf: z.string().nullable(),
});

export const signalDetail = z.object({
  key: z.enum(SIGNAL_KEYS),
  name: z.string(),
  unit: z.string(),
  formula: z.string(),
  weight: z.number(),
  value: z.number().nullable(),
  state: z.enum(['measured', 'not_available', 'stale']),
  subscore: z.number().nullable(),
  contribution: z.number().nullable(),
  impact: z.number().nullable(),
  measuredAt: z.string().nullable(),
  evidenceUrl: z.string().nullable(),
  /** What the value rests on, each with its link; empty when the signal is unknown. */
  evidence: z.array(evidenceLink),
  dataSets: z.array(evidenceDataSet),
});
export type SignalDetail = z.infer<typeof signalDetail>;

export const categoryDetail = z.object({
  key: z.enum(CATEGORY_KEYS),
  name: z.string(),
  weight: z.number(),
  score: z.number().nullable(),
  coverage: z.number(),
  signals: z.array(signalDetail),
});
export type CategoryDetail = z.infer<typeof categoryDetail>;

export const projectDetail = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  website: z.string().nullable(),
  category: z.string(),
  chains: z.array(z.string()),
  marketCapUsd: z.number().nullable(),
  /** Imported projects: the data sets of their fields and the licence. */
  credit: dataCredit.nullable(),
  /** Where its market figures (rank, capitalisation) come from and their day; null when no data set gives them. */
  market: z.object({ credit: dataCredit.extend({ label: z.string() }), asOf: z.string() }).nullable(),
  tokens: z.array(
    z.object({ ticker: z.string(), chain: z.string().nullable(), address: z.string().nullable() }),
  ),
  score: z
    .object({
      value: z.number().nullable(),
      tier: z.enum(TIERS).nullable(),
      coverage: z.number(),
      confidence: z.enum(['high', 'medium', 'low']),
      rank: z.number().int().nullable(),
      percentile: z.number().nullable(),
      change24h: z.number().nullable(),
      methodologyVersion: z.string(),
      /** Below this coverage a project is not rated. */
      minCoverage: z.number(),
      /** Why there is no score: no audit, incident or bounty on record, or too little known. Null when rated. */
      notRatedReason: z.enum(NOT_RATED_REASONS).nullable(),
      computedAt: z.string(),
      categories: z.array(categoryDetail),
    })
    .nullable(),
  rankedProjects: z.number().int(),
  /** Who controls its contracts, read from the chain, with the evidence of each fact. */
  onchain: projectChainFacts,
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** A fact about a project that no public data set gives (team KYC, bug bounty), with its evidence. */
const projectFact = z.object({
  value: z.number(),
  asOf: z.string(),
  evidenceUrl: z.string().nullable(),
  source: z.string(),
});

/** What the project page shows of its team's KYC and its bug-bounty programme; null when none is on record. */
export const projectFacts = z.object({
  kyc: projectFact.extend({ level: z.enum(KYC_LEVELS) }).nullable(),
  bugBounty: projectFact.nullable(),
});
export type ProjectFacts = z.infer<typeof projectFacts>;
