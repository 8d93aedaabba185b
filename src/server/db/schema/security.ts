import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';

export const auditStatus = pgEnum('audit_status', ['requested', 'in_progress', 'completed']);
export const findingSeverity = pgEnum('finding_severity', [
  'critical',
  'major',
  'medium',
  'minor',
  'informational',
]);
export const findingState = pgEnum('finding_state', ['resolved', 'acknowledged', 'open']);
export const alertState = pgEnum('alert_state', ['reported', 'confirmed', 'dismissed']);
// An implausible loss waits for staff ('pending') and stays out of totals and rankings until 'confirmed'.
export const lossReview = pgEnum('loss_review', ['pending', 'confirmed']);
export const linkReviewState = pgEnum('link_review_state', ['pending', 'confirmed', 'rejected']);
// An incident (an exploit, a scam, a key compromise) or a change read on the chain (an upgrade, a new owner, a
// lowered threshold): both are security alerts, only incidents count as incidents in the score.
export const alertKind = pgEnum('alert_kind', ['incident', 'onchain_change']);

/** Findings of an audit by severity, as its source counts them. */
export interface FindingCounts {
  readonly critical: number;
  readonly major: number;
  readonly medium: number;
  readonly minor: number;
  readonly informational: number;
}

/**
 * How an imported record was linked to its project, strongest first: the data set's own key, a contract address,
 * the website, another name of the project, its name; `staff` when staff confirmed it on the review list.
 */
export type RecordLinkConfidence = 'key' | 'address' | 'website' | 'alias' | 'name' | 'staff';

export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    // Natural key for idempotent imports and seeds.
    externalKey: text('external_key').notNull().unique(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    projectName: text('project_name').notNull(),
    auditor: text('auditor').notNull(),
    status: auditStatus('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // How precisely the source dates the audit: `month` when it gives the month alone (Trail of Bits' list); its
    // time above then holds the month's first day, for order only, and is shown as the month.
    datePrecision: text('date_precision', { enum: ['day', 'month'] })
      .notNull()
      .default('day'),
    reportUrl: text('report_url'),
    // What was reviewed, as the firm names the report (a component, a version); null when it names none.
    title: text('title'),
    source: text('source').notNull(),
    // Imported audits: the licence of the data set they came from, and whether the fixes were reviewed.
    licence: text('licence'),
    hasFixReview: boolean('has_fix_review'),
    // The findings by severity as the source counts them; null when it states no counts (never zeros).
    findingCounts: jsonb('finding_counts').$type<FindingCounts>(),
    // How the importer linked its project, and why in words (null when no project is linked).
    linkConfidence: text('link_confidence').$type<RecordLinkConfidence>(),
    linkReason: text('link_reason'),
  },
  (t) => [
    index('audits_project').on(t.projectId),
    index('audits_status_completed').on(t.status, t.completedAt),
    // /api/v1/audits filters by firm.
    index('audits_auditor').on(t.auditor),
  ],
);

export const auditFindings = pgTable(
  'audit_findings',
  {
    id: serial('id').primaryKey(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    severity: findingSeverity('severity').notNull(),
    state: findingState('state').notNull(),
  },
  (t) => [index('audit_findings_audit').on(t.auditId)],
);

export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: serial('id').primaryKey(),
    externalKey: text('external_key').notNull().unique(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    // Shown when no project is linked.
    projectName: text('project_name').notNull(),
    type: text('type').notNull(),
    classification: text('classification'),
    chains: text('chains').array().notNull(),
    // Unknown stays null: losses given only in tokens are never guessed.
    lossUsd: doublePrecision('loss_usd'),
    returnedUsd: doublePrecision('returned_usd'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    sourceUrl: text('source_url'),
    // The evidence behind an incident: analyses and reports, and the attack transactions (explorer or
    // analysis-tool URLs) on its chain.
    referenceUrls: text('reference_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attackTxUrls: text('attack_tx_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Imported incidents: the data set, its licence, and the source's own words for the loss.
    source: text('source'),
    licence: text('licence'),
    lossText: text('loss_text'),
    lossReview: lossReview('loss_review'),
    state: alertState('state').notNull(),
    kind: alertKind('kind').notNull().default('incident'),
    // How the importer linked its project, and why in words (null when no project is linked).
    linkConfidence: text('link_confidence').$type<RecordLinkConfidence>(),
    linkReason: text('link_reason'),
    reporterEmail: text('reporter_email'),
    reporterUserId: text('reporter_user_id'),
    // An incident an import or a refresh brought to a project, whose watchers have not been warned yet: set in
    // the import's transaction, cleared once the warning is queued (src/server/watchlists/notify-imported-alerts.ts).
    watchersPending: boolean('watchers_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_alerts_state_time').on(t.state, t.occurredAt),
    index('security_alerts_project').on(t.projectId),
    index('security_alerts_watchers_pending')
      .on(t.id)
      .where(sql`${t.watchersPending}`),
  ],
);

/** An imported incident or audit whose project could not be told for sure: staff confirm or reject a link. */
export const linkReviews = pgTable(
  'link_reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    // The external key of the incident or audit.
    recordKey: text('record_key').notNull(),
    recordName: text('record_name').notNull(),
    candidateIds: text('candidate_ids').array().notNull(),
    reason: text('reason').notNull(),
    state: linkReviewState('state').notNull().default('pending'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('link_reviews_record').on(t.kind, t.recordKey)],
);

/** Token contracts of the imported token lists, linked to a project when an address matches. */
export const tokenContracts = pgTable(
  'token_contracts',
  {
    chainId: integer('chain_id').notNull(),
    // Lower case: the natural key; the checksummed spelling is kept beside it.
    address: text('address').notNull(),
    checksumAddress: text('checksum_address').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    decimals: integer('decimals'),
    website: text('website'),
    isDeprecated: boolean('is_deprecated').notNull().default(false),
    logo: text('logo'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    licence: text('licence').notNull(),
  },
  (t) => [uniqueIndex('token_contracts_key').on(t.chainId, t.address)],
);
