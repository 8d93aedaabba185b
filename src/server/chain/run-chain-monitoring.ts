import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { CHAIN_MONITOR_CONCURRENCY } from '@/config/constants';
import { env, type Env } from '@/config/env';
import type { ContractReport, ReadContractReport } from '@/contracts/chain';
import { detectChanges, type ContractChange } from './detect-changes';
import { addressLink } from '@/lib/explorer-links';
import type { Db, Executor } from '../db/client';
import { appMeta, contractReadings, projects, securityAlerts } from '../db/schema';
import { log } from '../log';
import { notifyWatchersOfAlert } from '../watchlists/notify-watchers';
import { configuredEndpoints, readOptionsOf } from './endpoints';
import {
  contractKey,
  listTrackedContracts,
  storedReadings,
  type TrackedContract,
} from './list-tracked-contracts';
import { readContract, type ChainEndpoint, type ReadOptions } from './read-contract';
import { recordGovernanceSignals } from './record-governance-signals';

/** When the last cycle was taken on (app_meta), so that several instances run one cycle per interval. */
export const CHAIN_MONITOR_KEY = 'chain_monitor_at';
// Distinct from the migration, scoring and refresh locks.
const CHAIN_MONITOR_LOCK_KEY = 0x5241_4d43_4841_494e;

export interface ChainMonitoringOptions {
  readonly db: Db;
  readonly now?: Date;
  /** The server's configuration by default: the chains it reads, the interval, the outbound rules. */
  readonly config?: Env;
  /** Only these projects' contracts (a test, a manual run); all by default. */
  readonly projectIds?: readonly string[];
  /** Run even when another instance's cycle was taken less than an interval ago. */
  readonly isForced?: boolean;
}

export interface ChainMonitoringResult {
  readonly contracts: number;
  readonly read: number;
  readonly unreadable: number;
  /** The alerts raised now, one per change and project. */
  readonly alertIds: readonly number[];
  /** Projects whose governance signals were recorded again. */
  readonly rescored: readonly string[];
}

/** Takes this interval's cycle unless another instance took it: a transaction-level lock, then the day marked. */
async function takeCycle(db: Db, now: Date, intervalSeconds: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CHAIN_MONITOR_LOCK_KEY}) as locked`,
    );
    if (!locked.rows[0]?.locked) return false;
    const [last] = await tx.select().from(appMeta).where(eq(appMeta.key, CHAIN_MONITOR_KEY));
    // Another instance's cycle of the same interval: ticks of two instances never line up exactly.
    if (last && now.getTime() - new Date(last.value).getTime() < intervalSeconds * 500) return false;
    await tx
      .insert(appMeta)
      .values({ key: CHAIN_MONITOR_KEY, value: now.toISOString(), updatedAt: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString(), updatedAt: now } });
    return true;
  });
}

/** Runs `work` over the items, `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** The alert of one change of a project's contract; null when it was raised already (the same change, block). */
async function raiseAlert(
  tx: Executor,
  projectId: string,
  report: ReadContractReport,
  change: ContractChange,
): Promise<number | null> {
  const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  if (!project) return null;
  const [inserted] = await tx
    .insert(securityAlerts)
    .values({
      externalKey: `onchain:${report.chainId}:${report.address.toLowerCase()}:${change.kind}:${report.block.number}:${projectId}`,
      projectId,
      projectName: project.name,
      type: change.title,
      classification: 'On-chain change',
      chains: [report.chainName],
      lossUsd: null,
      occurredAt: new Date(report.block.timestamp),
      description: change.detail,
      // The contract on its chain's explorer, and the block it was read at.
      sourceUrl: addressLink(report.chainName, report.address).url,
      referenceUrls: report.block.url ? [report.block.url] : [],
      source: null,
      licence: null,
      state: 'confirmed',
      kind: 'onchain_change',
    })
    .onConflictDoNothing({ target: securityAlerts.externalKey })
    .returning({ id: securityAlerts.id });
  return inserted?.id ?? null;
}

/**
 * One contract read again: the reading stored, and each change since the last good reading raised as an alert of
 * every project whose contract it is, in one transaction. A failed reading keeps the last good one.
 */
async function recordReading(db: Db, contract: TrackedContract, report: ContractReport): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ lastRead: contractReadings.lastRead })
      .from(contractReadings)
      .where(
        and(
          eq(contractReadings.chainId, contract.chain.chainId),
          eq(contractReadings.address, contract.address),
        ),
      );
    const attemptedAt = new Date(report.state === 'not_read' ? Date.now() : report.readAt);
    const lastRead = report.state === 'read' ? report : (stored?.lastRead ?? null);
    await tx
      .insert(contractReadings)
      .values({
        chainId: contract.chain.chainId,
        address: contract.address,
        lastRead,
        lastReadBlock: lastRead?.block.number ?? null,
        lastAttempt: report,
        attemptedAt,
      })
      .onConflictDoUpdate({
        target: [contractReadings.chainId, contractReadings.address],
        set: { lastRead, lastReadBlock: lastRead?.block.number ?? null, lastAttempt: report, attemptedAt },
      });
    // Only a newer good reading is compared: a first reading has nothing to differ from.
    if (report.state !== 'read' || !stored?.lastRead || stored.lastRead.block.number >= report.block.number)
      return [];
    const alerts: number[] = [];
    for (const change of detectChanges(stored.lastRead, report)) {
      for (const projectId of contract.projectIds) {
        const id = await raiseAlert(tx, projectId, report, change);
        if (id !== null) alerts.push(id);
      }
    }
    return alerts;
  });
}

/**
 * A monitoring cycle: every tracked contract of every project on a chain the server reads is read again, its
 * changes become security alerts (on the project page, in the feeds, to watchers by mail and webhook), and the
 * governance signals of its projects are recorded again from their contracts' latest readings. Several instances
 * run one cycle per interval between them. No chain configured: nothing is read and nothing is written.
 */
export async function runChainMonitoring(
  options: ChainMonitoringOptions,
): Promise<ChainMonitoringResult | null> {
  const config = options.config ?? env();
  const now = options.now ?? new Date();
  const endpoints = configuredEndpoints(config);
  if (endpoints.length === 0) return null;
  if (!options.isForced && !(await takeCycle(options.db, now, config.CHAIN_MONITOR_SECONDS))) return null;

  const byChain = new Map<number, ChainEndpoint>(
    endpoints.map((endpoint) => [endpoint.chain.chainId, endpoint]),
  );
  const readOptions: ReadOptions = readOptionsOf(config);
  const tracked = (await listTrackedContracts(options.db, options.projectIds)).filter((contract) =>
    byChain.has(contract.chain.chainId),
  );
  const alertIds: number[] = [];
  const touched = new Set<string>();
  let read = 0;
  await eachLimited(tracked, CHAIN_MONITOR_CONCURRENCY, async (contract) => {
    const report = await readContract(byChain.get(contract.chain.chainId)!, contract.address, readOptions);
    if (report.state === 'read') read += 1;
    else
      log.warn(
        { chain: contract.chain.slug, address: contract.address, reason: report.reason },
        'contract not read',
      );
    alertIds.push(...(await recordReading(options.db, contract, report)));
    for (const projectId of contract.projectIds) touched.add(projectId);
  });

  const rescored: string[] = [];
  for (const projectId of [...touched].sort()) {
    const readings = await projectReadings(options.db, projectId, tracked);
    if (await recordGovernanceSignals(options.db, projectId, readings, now)) rescored.push(projectId);
  }
  // After the commits: the alerts are on the site before anyone is told of them; a failed mail is logged.
  for (const alertId of alertIds) {
    await notifyWatchersOfAlert(options.db, alertId).catch((error: unknown) =>
      log.error({ err: error, alertId }, 'watchers of an on-chain change not notified'),
    );
  }
  const result = { contracts: tracked.length, read, unreadable: tracked.length - read, alertIds, rescored };
  log.info({ ...result, alertIds: alertIds.length, rescored: rescored.length }, 'contracts monitored');
  return result;
}

/** The latest reading of each of a project's contracts on the chains read: the last good one, else the attempt. */
async function projectReadings(
  db: Executor,
  projectId: string,
  tracked: readonly TrackedContract[],
): Promise<ContractReport[]> {
  const own = tracked.filter((contract) => contract.projectIds.includes(projectId));
  const stored = await storedReadings(db, own);
  return own.flatMap((contract) => {
    const row = stored.get(contractKey(contract));
    return row ? [row.lastRead ?? row.lastAttempt] : [];
  });
}
