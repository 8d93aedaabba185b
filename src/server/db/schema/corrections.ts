import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CORRECTION_CLAIM_KINDS } from '@/lib/score/score-causes';
import { users } from './accounts';
import { projects } from './projects';

export const correctionClaimKind = pgEnum('correction_claim_kind', CORRECTION_CLAIM_KINDS);
export const correctionStatus = pgEnum('correction_status', ['pending', 'accepted', 'rejected']);

/**
 * A request to correct a claim of a project page, its review by staff and the decision. The requester's
 * account is kept for the decision mail only; the public log shows "Project team" or "A user".
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    claimKind: correctionClaimKind('claim_kind').notNull(),
    // The incident's or audit's id, the signal's key, or the fact (`website`, `token:<id>`).
    claimRef: text('claim_ref').notNull(),
    // The claim as the page showed it when the request was made: the log still reads after it is withdrawn.
    claimSummary: text('claim_summary').notNull(),
    reason: text('reason').notNull(),
    evidenceUrls: text('evidence_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requesterUserId: uuid('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Whether the requester had proved ownership of the project's website when asking.
    isFromProject: boolean('is_from_project').notNull().default(false),
    status: correctionStatus('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    scoreFrom: doublePrecision('score_from'),
    scoreTo: doublePrecision('score_to'),
    // An accepted fact's value as it was withdrawn (a website, a contract address): a later import of a data set
    // that still gives this value leaves the fact unknown.
    withdrawnValue: text('withdrawn_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('correction_requests_project').on(t.projectId, t.createdAt),
    index('correction_requests_status').on(t.status, t.createdAt),
  ],
);

/** A user who proved, by DNS or by a file on the project's website, that they speak for the project. */
export const projectOwners = pgTable(
  'project_owners',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
