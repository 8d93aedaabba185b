import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContractReport, ReadContractReport } from '@/contracts/chain';

/**
 * The latest reading of each tracked contract (a project's token or contract on a chain the server reads): the
 * last one that read the chain, which later readings are compared with, and the last attempt, which may have
 * failed.
 */
export const contractReadings = pgTable(
  'contract_readings',
  {
    chainId: integer('chain_id').notNull(),
    // Lower case: the natural key; the report keeps the checksummed spelling.
    address: text('address').notNull(),
    lastRead: jsonb('last_read').$type<ReadContractReport>(),
    lastReadBlock: bigint('last_read_block', { mode: 'number' }),
    lastAttempt: jsonb('last_attempt').$type<ContractReport>().notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);
