import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The user pool: our own, with argon2id hashes and a session version that ends every session when bumped. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Unique per user; derived from the e-mail's local part, keys the profile picture in the bucket.
    username: text('username').notNull(),
    // Null for accounts created through Google sign-in until a password is set.
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    image: text('image'),
    // When the profile picture last changed; null when there is none.
    pictureUpdatedAt: timestamp('picture_updated_at', { withTimezone: true }),
    // Carried in every session token; bumped by sign-out everywhere, password change and reset.
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same address in another case is the same account.
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_username').on(t.username),
  ],
);

/** Identities at OIDC providers linked to a user (Google through the `cognito` provider). */
export const oidcAccounts = pgTable(
  'oidc_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oidc_accounts_user').on(t.userId)],
);

export const codePurpose = pgEnum('code_purpose', ['verify-email', 'reset-password']);

/** One live code per user and purpose: a new code replaces the old. Only a hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // When a verification code was spent: it is kept (spent) so that only its holder learns that the address
    // is verified already; anyone else gets the answer an unknown address gets.
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const walletChain = pgEnum('wallet_chain', ['evm', 'solana', 'bitcoin']);

export const userWallets = pgTable(
  'user_wallets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chain: walletChain('chain').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chain, t.address] })],
);

/**
 * E-mail notification settings. The id is random and unguessable: it is the token of the unsubscribe link
 * every mail carries, which works without signing in.
 */
export const notificationSettings = pgTable('notification_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  securityAlerts: boolean('security_alerts').notNull().default(true),
  scoreChanges: boolean('score_changes').notNull().default(true),
  productNews: boolean('product_news').notNull().default(false),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions ended by signing out: a copied session cookie of one of them is refused until it would expire. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expiry').on(t.expiresAt)],
);
