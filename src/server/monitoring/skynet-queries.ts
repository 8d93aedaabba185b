import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  monitoredWallets,
  monitoringMetrics,
  monitoringRankings,
  privilegedAddresses,
  privilegedFunctions,
  privilegedTransactions,
  projectTokens,
  socialActivity,
} from '../db/schema';

// The Skynet monitoring data behind /api/skynet/*: one read per endpoint, shaped for its contract.

export async function getLatestMetric(db: Executor, projectId: string, name: string) {
  const [row] = await db
    .select()
    .from(monitoringMetrics)
    .where(and(eq(monitoringMetrics.projectId, projectId), eq(monitoringMetrics.name, name)));
  return {
    name,
    projectId,
    value: row?.value ?? null,
    measuredAt: row?.measuredAt.toISOString() ?? null,
  };
}

export type RankingKind = 'caller' | 'event' | 'function_call';

export async function listTopItems(db: Executor, projectId: string, kind: RankingKind, count: number) {
  const rows = await db
    .select({ label: monitoringRankings.label, count: monitoringRankings.count })
    .from(monitoringRankings)
    .where(and(eq(monitoringRankings.projectId, projectId), eq(monitoringRankings.kind, kind)))
    .orderBy(desc(monitoringRankings.count), asc(monitoringRankings.label))
    .limit(count);
  return { projectId, data: rows };
}

/**
 * The privileged addresses of the project behind an address: a contract address of one of its tokens, or one
 * of its privileged addresses itself.
 */
export async function listPrivilegedAddresses(db: Executor, address: string) {
  const lower = address.toLowerCase();
  const owners = await db.execute<{ project_id: string }>(sql`
    select project_id from ${projectTokens} where lower(address) = ${lower}
    union
    select project_id from ${privilegedAddresses} where lower(address) = ${lower}`);
  const projectIds = owners.rows.map((row) => row.project_id);
  if (projectIds.length === 0) return { data: [] };
  const rows = await db
    .select()
    .from(privilegedAddresses)
    .where(inArray(privilegedAddresses.projectId, projectIds))
    .orderBy(asc(privilegedAddresses.projectId), asc(privilegedAddresses.address));
  return { data: rows };
}

export async function listPrivilegedFunctions(db: Executor, address: string) {
  const rows = await db
    .select({
      name: privilegedFunctions.name,
      signature: privilegedFunctions.signature,
      lastCalledAt: privilegedFunctions.lastCalledAt,
    })
    .from(privilegedFunctions)
    .where(sql`lower(${privilegedFunctions.address}) = ${address.toLowerCase()}`)
    .orderBy(asc(privilegedFunctions.name));
  return {
    address,
    data: rows.map((row) => ({ ...row, lastCalledAt: row.lastCalledAt?.toISOString() ?? null })),
  };
}

export async function listPrivilegedTransactions(db: Executor, address: string, limit: number) {
  const rows = await db
    .select({
      txHash: privilegedTransactions.txHash,
      functionName: privilegedTransactions.functionName,
      occurredAt: privilegedTransactions.occurredAt,
    })
    .from(privilegedTransactions)
    .where(sql`lower(${privilegedTransactions.address}) = ${address.toLowerCase()}`)
    .orderBy(desc(privilegedTransactions.occurredAt), asc(privilegedTransactions.txHash))
    .limit(limit);
  return { address, data: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })) };
}

/** Activity per date asked for; a date without activity counts 0. */
export async function listSocialActivity(
  db: Executor,
  projectId: string,
  type: string,
  dates: readonly string[],
) {
  const rows = await db
    .select({ day: socialActivity.day, count: socialActivity.count })
    .from(socialActivity)
    .where(
      and(
        eq(socialActivity.projectId, projectId),
        eq(socialActivity.type, type),
        inArray(socialActivity.day, [...dates]),
      ),
    );
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return {
    projectId,
    type,
    data: [...new Set(dates)].sort().map((date) => ({ date, count: byDay.get(date) ?? 0 })),
  };
}

export async function listWallets(
  db: Executor,
  { address, protocol }: { address?: string; protocol?: string },
) {
  const rows = await db
    .select()
    .from(monitoredWallets)
    .where(
      and(
        address ? sql`lower(${monitoredWallets.address}) = ${address.toLowerCase()}` : undefined,
        protocol ? eq(monitoredWallets.protocol, protocol) : undefined,
      ),
    )
    .orderBy(desc(monitoredWallets.balanceUsd))
    .limit(100);
  return { data: rows.map((row) => ({ ...row, lastActiveAt: row.lastActiveAt.toISOString() })) };
}
