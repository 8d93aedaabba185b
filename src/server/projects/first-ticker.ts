import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projectTokens, projects } from '../db/schema';

/**
 * The first token ticker of a project (the one lists show), or null: a subquery for a select over projects.
 * `projectId` names the outer row's id; a query that aliases the table passes its own (sql`p.id`).
 */
export const firstTicker = (projectId: AnyPgColumn | SQL = projects.id) =>
  sql<string | null>`(select ${projectTokens.ticker} from ${projectTokens}
    where ${projectTokens.projectId} = ${projectId} order by ${projectTokens.position} limit 1)`;
