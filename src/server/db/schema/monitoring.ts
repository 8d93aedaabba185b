import {
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';

// Data behind the Skynet monitoring endpoints.

export const monitoringMetrics = pgTable(
  'monitoring_metrics',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.name] })],
);

export const monitoringRankingKind = pgEnum('monitoring_ranking_kind', ['caller', 'event', 'function_call']);

/** Top callers, events and function calls of a project's contracts. */
export const monitoringRankings = pgTable(
  'monitoring_rankings',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: monitoringRankingKind('kind').notNull(),
    label: text('label').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('monitoring_rankings_project_kind').on(t.projectId, t.kind, t.count)],
);

export const privilegedAddresses = pgTable(
  'privileged_addresses',
  {
    address: text('address').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    chain: text('chain').notNull(),
    label: text('label').notNull(),
    role: text('role').notNull(),
  },
  (t) => [index('privileged_addresses_project').on(t.projectId)],
);

export const privilegedFunctions = pgTable(
  'privileged_functions',
  {
    id: serial('id').primaryKey(),
    address: text('address')
      .notNull()
      .references(() => privilegedAddresses.address, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    signature: text('signature').notNull(),
    lastCalledAt: timestamp('last_called_at', { withTimezone: true }),
  },
  (t) => [index('privileged_functions_address').on(t.address)],
);

export const privilegedTransactions = pgTable(
  'privileged_transactions',
  {
    txHash: text('tx_hash').primaryKey(),
    address: text('address')
      .notNull()
      .references(() => privilegedAddresses.address, { onDelete: 'cascade' }),
    functionName: text('function_name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('privileged_transactions_address_time').on(t.address, t.occurredAt)],
);

export const monitoredWallets = pgTable(
  'monitored_wallets',
  {
    address: text('address').notNull(),
    protocol: text('protocol').notNull(),
    label: text('label').notNull(),
    balanceUsd: doublePrecision('balance_usd').notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.address, t.protocol] })],
);

export const socialActivity = pgTable(
  'social_activity',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.type, t.day] })],
);
