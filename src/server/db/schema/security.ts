import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
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
    reportUrl: text('report_url'),
    source: text('source').notNull(),
  },
  (t) => [
    index('audits_project').on(t.projectId),
    index('audits_status_completed').on(t.status, t.completedAt),
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
    state: alertState('state').notNull(),
    reporterEmail: text('reporter_email'),
    reporterUserId: text('reporter_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_alerts_state_time').on(t.state, t.occurredAt),
    index('security_alerts_project').on(t.projectId),
  ],
);
