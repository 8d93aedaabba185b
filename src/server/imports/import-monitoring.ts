import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { MonitoringRecord } from '@/contracts/imports';
import type { Executor } from '../db/client';
import { insertInChunks } from '../db/insert-in-chunks';
import {
  monitoredWallets,
  monitoringMetrics,
  monitoringRankings,
  privilegedAddresses,
  privilegedFunctions,
  privilegedTransactions,
  socialActivity,
} from '../db/schema';
import type { KindCounts } from './import-report';
import type { ProjectKeys } from './project-keys';

const RANKINGS = [
  ['caller', 'topCallers'],
  ['event', 'topEvents'],
  ['function_call', 'topFunctionCalls'],
] as const;

/**
 * Replaces the Skynet monitoring of each project named by a record with the record's snapshot: its exchange
 * count, top callers, events and function calls, privileged addresses with their functions and transactions,
 * wallets and daily mentions. A snapshot equal to the stored one changes nothing. Records naming no stored
 * project are returned, for the caller to refuse.
 */
export async function importMonitoring(
  db: Executor,
  records: readonly { record: MonitoringRecord }[],
  projects: ProjectKeys,
): Promise<KindCounts & { unknown: MonitoringRecord[] }> {
  const counts = { added: 0, updated: 0, unchanged: 0 };
  const unknown: MonitoringRecord[] = [];
  for (const { record } of records) {
    const projectId = projects.idOf(record.project);
    if (!projectId) {
      unknown.push(record);
      continue;
    }
    const stored = await storedSnapshot(db, projectId);
    const incoming = snapshotOf(record);
    if (stored === incoming) {
      counts.unchanged += 1;
      continue;
    }
    if (stored === EMPTY_SNAPSHOT) counts.added += 1;
    else counts.updated += 1;
    await replaceMonitoring(db, projectId, record);
  }
  return { ...counts, unknown };
}

interface Snapshot {
  exchanges: { value: number; measuredAt: string } | null;
  rankings: string[];
  privileged: string[];
  wallets: string[];
  mentions: string[];
}

const time = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const sorted = (items: string[]) => [...items].sort();
const EMPTY_SNAPSHOT = JSON.stringify({
  exchanges: null,
  rankings: [],
  privileged: [],
  wallets: [],
  mentions: [],
} satisfies Snapshot);

// One comparable text per project, whichever way its rows were read or given.
function snapshotOf(record: MonitoringRecord): string {
  return JSON.stringify({
    exchanges:
      record.exchanges == null ? null : { value: record.exchanges, measuredAt: time(record.measuredAt)! },
    rankings: sorted(
      RANKINGS.flatMap(([kind, field]) => record[field].map((item) => `${kind}|${item.label}|${item.count}`)),
    ),
    privileged: sorted(
      record.privileged.flatMap((entry) => [
        `a|${entry.address}|${entry.chain}|${entry.label}|${entry.role}`,
        ...entry.functions.map(
          (fn) => `f|${entry.address}|${fn.name}|${fn.signature}|${time(fn.lastCalledAt)}`,
        ),
        ...entry.transactions.map(
          (tx) => `t|${entry.address}|${tx.txHash}|${tx.functionName}|${time(tx.occurredAt)}`,
        ),
      ]),
    ),
    wallets: sorted(
      record.wallets.map(
        (wallet) => `${wallet.address}|${wallet.label}|${wallet.balanceUsd}|${time(wallet.lastActiveAt)}`,
      ),
    ),
    mentions: sorted(record.mentions.map((day) => `${day.date}|${day.count}`)),
  } satisfies Snapshot);
}

async function storedSnapshot(db: Executor, projectId: string): Promise<string> {
  const [exchanges] = await db
    .select()
    .from(monitoringMetrics)
    .where(and(eq(monitoringMetrics.projectId, projectId), eq(monitoringMetrics.name, 'exchanges')));
  const rankings = await db
    .select()
    .from(monitoringRankings)
    .where(eq(monitoringRankings.projectId, projectId));
  const owners = await db
    .select()
    .from(privilegedAddresses)
    .where(eq(privilegedAddresses.projectId, projectId));
  const addresses = owners.map((owner) => owner.address);
  const functions = addresses.length
    ? await db.select().from(privilegedFunctions).where(inArray(privilegedFunctions.address, addresses))
    : [];
  const transactions = addresses.length
    ? await db.select().from(privilegedTransactions).where(inArray(privilegedTransactions.address, addresses))
    : [];
  const wallets = await db.select().from(monitoredWallets).where(eq(monitoredWallets.protocol, projectId));
  const mentions = await db
    .select()
    .from(socialActivity)
    .where(and(eq(socialActivity.projectId, projectId), eq(socialActivity.type, 'mentions')));
  return JSON.stringify({
    exchanges: exchanges ? { value: exchanges.value, measuredAt: time(exchanges.measuredAt)! } : null,
    rankings: sorted(rankings.map((row) => `${row.kind}|${row.label}|${row.count}`)),
    privileged: sorted([
      ...owners.map((row) => `a|${row.address}|${row.chain}|${row.label}|${row.role}`),
      ...functions.map((fn) => `f|${fn.address}|${fn.name}|${fn.signature}|${time(fn.lastCalledAt)}`),
      ...transactions.map((tx) => `t|${tx.address}|${tx.txHash}|${tx.functionName}|${time(tx.occurredAt)}`),
    ]),
    wallets: sorted(
      wallets.map(
        (wallet) => `${wallet.address}|${wallet.label}|${wallet.balanceUsd}|${time(wallet.lastActiveAt)}`,
      ),
    ),
    mentions: sorted(mentions.map((row) => `${row.day}|${row.count}`)),
  } satisfies Snapshot);
}

async function replaceMonitoring(db: Executor, projectId: string, record: MonitoringRecord): Promise<void> {
  await db
    .delete(monitoringMetrics)
    .where(and(eq(monitoringMetrics.projectId, projectId), eq(monitoringMetrics.name, 'exchanges')));
  await db.delete(monitoringRankings).where(eq(monitoringRankings.projectId, projectId));
  // Functions and transactions go with their address (on delete cascade). An address or transaction is one
  // project's: the latest snapshot that names it takes it.
  await db.delete(privilegedAddresses).where(eq(privilegedAddresses.projectId, projectId));
  const addresses = record.privileged.map((entry) => entry.address);
  if (addresses.length)
    await db.delete(privilegedAddresses).where(inArray(privilegedAddresses.address, addresses));
  const hashes = record.privileged.flatMap((entry) => entry.transactions.map((tx) => tx.txHash));
  if (hashes.length)
    await db.delete(privilegedTransactions).where(inArray(privilegedTransactions.txHash, hashes));
  await db.delete(monitoredWallets).where(eq(monitoredWallets.protocol, projectId));
  await db
    .delete(socialActivity)
    .where(and(eq(socialActivity.projectId, projectId), eq(socialActivity.type, 'mentions')));

  if (record.exchanges != null) {
    await db.insert(monitoringMetrics).values({
      projectId,
      name: 'exchanges',
      value: record.exchanges,
      measuredAt: new Date(record.measuredAt),
    });
  }
  await insertInChunks(
    db,
    monitoringRankings,
    RANKINGS.flatMap(([kind, field]) =>
      record[field].map((item) => ({ projectId, kind, label: item.label, count: item.count })),
    ),
  );
  await insertInChunks(
    db,
    privilegedAddresses,
    record.privileged.map(({ address, chain, label, role }) => ({ address, projectId, chain, label, role })),
  );
  await insertInChunks(
    db,
    privilegedFunctions,
    record.privileged.flatMap((entry) =>
      entry.functions.map((fn) => ({
        address: entry.address,
        name: fn.name,
        signature: fn.signature,
        lastCalledAt: fn.lastCalledAt ? new Date(fn.lastCalledAt) : null,
      })),
    ),
  );
  await insertInChunks(
    db,
    privilegedTransactions,
    record.privileged.flatMap((entry) =>
      entry.transactions.map((tx) => ({
        txHash: tx.txHash,
        address: entry.address,
        functionName: tx.functionName,
        occurredAt: new Date(tx.occurredAt),
      })),
    ),
  );
  await insertInChunks(
    db,
    monitoredWallets,
    record.wallets.map((wallet) => ({
      address: wallet.address,
      protocol: projectId,
      label: wallet.label,
      balanceUsd: wallet.balanceUsd,
      lastActiveAt: new Date(wallet.lastActiveAt),
    })),
  );
  await insertInChunks(
    db,
    socialActivity,
    record.mentions.map((day) => ({ projectId, type: 'mentions', day: day.date, count: day.count })),
  );
}
