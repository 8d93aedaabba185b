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
  /** The confidence shown beside the tier; null when not rated. */
  confidence: z.enum(['high', 'medium', 'low']).nullable(),
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
  /**
   * `listed`: the incident is on its project's page; `not listed`: its project is not in Rampart's catalogue,
   * and it is known only under projectName; `in review`: staff are deciding which listed project it is.
   */
  projectStatus: z.enum(['listed', 'not listed', 'in review']),
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
  /**
   * How precisely the source dates the audit: `month` when it gives the month alone, and the times above then hold
   * the month's first day for order only: the audit is of that month, on no known day.
   */
  datePrecision: z.enum(['day', 'month']),
  reportUrl: z.string().nullable(),
  /** Imported audits: whether the fixes were reviewed too; null when the source does not say. */
  hasFixReview: z.boolean().nullable(),
  credit: dataCredit.nullable(),
  /** What was reviewed, as the firm names the report; null when it names nothing more than the project. */
  title: z.string().nullable(),
  /**
   * The findings by severity: counted from the audit's recorded findings, or as its source states them. Null when
   * neither says (most public portfolios state no counts): unknown, never zeros. `open` is null when the source
   * does not say which are fixed.
   */
  findings: z
    .object({
      total: z.number().int(),
      open: z.number().int().nullable(),
      critical: z.number().int(),
      major: z.number().int(),
      medium: z.number().int(),
      minor: z.number().int(),
      informational: z.number().int(),
    })
    .nullable(),
});
export type AuditView = z.infer<typeof auditView>;
