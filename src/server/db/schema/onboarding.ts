import { index, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The personalisation survey's answers (GET /api/user/survey, POST /api/user/survey/upload): one row per user,
 * kept as the JSON the survey sent so that a new question needs no migration.
 */
export const userSurveys = pgTable('user_surveys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff member acting as a user. Keyed by the impersonated session's id: the way back to the staff member is
 * read here, never from what the browser sends, so a forged adminId cannot open a staff session.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('impersonation_sessions_admin').on(t.adminId),
    index('impersonation_sessions_user').on(t.userId),
  ],
);

export const impersonationAction = pgEnum('impersonation_action', ['start', 'end']);

/** Every start and end of an impersonation: who, whom, when and from which address. Kept when users go. */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    id: serial('id').primaryKey(),
    action: impersonationAction('action').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The e-mail addresses at the time, so that the log still reads after an account is deleted.
    adminEmail: text('admin_email').notNull(),
    userEmail: text('user_email').notNull(),
    address: text('address').notNull(),
    // How an impersonation ended: exit, sign-out, revoked (the user's sessions were ended) or expired.
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_log_time').on(t.createdAt)],
);
