import 'server-only';
import { LRUCache } from 'lru-cache';
import { and, eq, sql } from 'drizzle-orm';
import {
  CONTRACT_CHECK_BLOCK_CACHE_MS,
  CONTRACT_CHECK_CACHE_ENTRIES,
  CONTRACT_CHECKS_PER_MINUTE,
} from '@/config/constants';
import { chainBySlug, type EvmChain } from '@/config/chains';
import { env, type Env } from '@/config/env';
import {
  contractCheckAnswer,
  type ContractCheckAnswer,
  type ContractCheckQuery,
  type ContractReport,
} from '@/contracts/chain';
import { describeReport } from './describe-contract';
import { getAddress } from 'viem';
import type { Executor } from '../db/client';
import { projects, projectTokens, tokenContracts } from '../db/schema';
import type { RateLimitRule } from '../http/rate-limit';
import { Unreadable } from './chain-calls';
import { endpointOf, notConfiguredReason, readOptionsOf } from './endpoints';
import { latestBlock, readContract, type ChainEndpoint } from './read-contract';

/** Checks per client address: the page and GET /api/check share one budget. */
export const CONTRACT_CHECK_RATE_LIMIT: RateLimitRule = {
  name: 'contract-check',
  points: CONTRACT_CHECKS_PER_MINUTE,
  windowSeconds: 60,
};

// A reading is the same for everyone at one block: kept per contract and block, and a reading under way is shared.
const readings = new LRUCache<string, Promise<ContractReport>>({ max: CONTRACT_CHECK_CACHE_ENTRIES });
// The latest block of each chain, asked at most every few seconds whatever the number of checks.
const blocks = new LRUCache<string, Promise<number>>({ max: 50, ttl: CONTRACT_CHECK_BLOCK_CACHE_MS });

async function cachedBlock(endpoint: ChainEndpoint, config: Env): Promise<number> {
  const key = `${endpoint.chain.slug}:${endpoint.rpcUrl}`;
  let block = blocks.get(key);
  if (!block) {
    block = latestBlock(endpoint, readOptionsOf(config));
    blocks.set(key, block);
    block.catch(() => blocks.delete(key));
  }
  return block;
}

async function readAtLatest(endpoint: ChainEndpoint, address: string, config: Env): Promise<ContractReport> {
  const base = {
    chain: endpoint.chain.slug as ContractReport['chain'],
    chainName: endpoint.chain.name,
    chainId: endpoint.chain.chainId,
    address,
  };
  let block: number;
  try {
    block = await cachedBlock(endpoint, config);
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { ...base, state: 'unreadable', reason: error.reason, readAt: new Date().toISOString() };
  }
  const key = `${endpoint.chain.chainId}:${address.toLowerCase()}:${block}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = readContract(endpoint, address, { ...readOptionsOf(config), block });
    readings.set(key, reading);
    // Only what was read is kept: a failure is tried again by the next check.
    void reading.then(
      (report) => report.state === 'read' || readings.delete(key),
      () => readings.delete(key),
    );
  }
  return reading;
}

/** The project a contract belongs to, when Rampart knows one: by its published token, or a listed token. */
async function projectOf(db: Executor, chain: EvmChain, address: string) {
  const lower = address.toLowerCase();
  const names = chain.names.map((name) => name.toLowerCase());
  const [published] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projectTokens)
    .innerJoin(projects, eq(projects.id, projectTokens.projectId))
    .where(
      and(sql`lower(${projectTokens.address}) = ${lower}`, sql`lower(${projectTokens.chain}) in ${names}`),
    )
    .orderBy(projectTokens.position)
    .limit(1);
  if (published) return published;
  const [listed] = await db
    .select({ id: projects.id, name: projects.name })
    .from(tokenContracts)
    .innerJoin(projects, eq(projects.id, tokenContracts.projectId))
    .where(and(eq(tokenContracts.chainId, chain.chainId), eq(tokenContracts.address, lower)))
    .limit(1);
  return listed ?? null;
}

/**
 * The contract check: the facts of any contract on a chain the server reads, in plain words with their evidence,
 * and the project it belongs to. A chain without an RPC endpoint answers that it is not read.
 */
export async function checkContract(
  db: Executor,
  query: ContractCheckQuery,
  config: Env = env(),
): Promise<ContractCheckAnswer> {
  const chain = chainBySlug(query.chain)!;
  const address = getAddress(query.address.toLowerCase());
  const endpoint = endpointOf(chain, config);
  const report: ContractReport = endpoint
    ? await readAtLatest(endpoint, address, config)
    : {
        chain: query.chain,
        chainName: chain.name,
        chainId: chain.chainId,
        address,
        state: 'not_read',
        reason: notConfiguredReason(chain),
      };
  return contractCheckAnswer.parse({
    report,
    summary: describeReport(report),
    project: await projectOf(db, chain, address),
  });
}
