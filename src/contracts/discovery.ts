import '@/lib/zod-config';
import { z } from 'zod';

/** A project as the small lists of the home page show it. */
export const projectBrief = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  ticker: z.string().nullable(),
  rank: z.number().int().nullable(),
  score: z.number().nullable(),
  tier: z.string().nullable(),
});
export type ProjectBrief = z.infer<typeof projectBrief>;

/** Where an imported record comes from: its data set, a link to the record there, and the licence. */
export const dataCredit = z.object({
  name: z.string(),
  url: z.string().nullable(),
  licence: z.string(),
});
export type DataCredit = z.infer<typeof dataCredit>;

export const securityAlertView = z.object({
  id: z.number().int(),
  /** The linked project, or null when the incident is known only under its own name. */
  project: projectBrief.nullable(),
  projectName: z.string(),
  type: z.string(),
  classification: z.string().nullable(),
  lossUsd: z.number().nullable(),
  returnedUsd: z.number().nullable(),
  chains: z.array(z.string()),
  occurredAt: z.string(),
  sourceUrl: z.string().nullable(),
  /** An implausible loss awaiting staff review: lossUsd is then withheld (null). */
  isLossUnderReview: z.boolean(),
  credit: dataCredit.nullable(),
});
export type SecurityAlertView = z.infer<typeof securityAlertView>;

/** One incident in full: its write-up, and the source's own words for the loss when it gave them. */
export const securityAlertDetail = securityAlertView.extend({
  description: z.string(),
  lossText: z.string().nullable(),
});
export type SecurityAlertDetail = z.infer<typeof securityAlertDetail>;

export const auditView = z.object({
  id: z.number().int(),
  project: projectBrief.nullable(),
  projectName: z.string(),
  auditor: z.string(),
  status: z.enum(['requested', 'in_progress', 'completed']),
  requestedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  reportUrl: z.string().nullable(),
  /** Imported audits: whether the fixes were reviewed too; null when the source does not say. */
  hasFixReview: z.boolean().nullable(),
  credit: dataCredit.nullable(),
  findings: z.object({
    total: z.number().int(),
    open: z.number().int(),
    critical: z.number().int(),
    major: z.number().int(),
  }),
});
export type AuditView = z.infer<typeof auditView>;
