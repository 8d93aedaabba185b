import 'server-only';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { CHAIN_CONTRACTS_PER_PROJECT } from '@/config/constants';
import { chainById, chainByName, EVM_ADDRESS_PATTERN, type EvmChain } from '@/config/chains';
import type { Executor } from '../db/client';
import { contractReadings, projectTokens, tokenContracts } from '../db/schema';

export interface TrackedContract {
  readonly chain: EvmChain;
  /** Lower case. */
  readonly address: string;
  /** The projects whose contract it is (almost always one). */
  readonly projectIds: readonly string[];
}

/**
 * The contracts of projects on the EVM chains Rampart reads: their published token addresses and the token
 * contracts linked to them, at most CHAIN_CONTRACTS_PER_PROJECT per project (the first tokens first). Only the
 * given projects when some are named.
 */
export async function listTrackedContracts(
  db: Executor,
  projectIds?: readonly string[],
): Promise<TrackedContract[]> {
  const byProject = projectIds ? inArray(projectTokens.projectId, [...projectIds]) : undefined;
  const tokens = await db
    .select({
      projectId: projectTokens.projectId,
      chain: projectTokens.chain,
      address: projectTokens.address,
    })
    .from(projectTokens)
    .where(and(isNotNull(projectTokens.address), byProject))
    .orderBy(asc(projectTokens.projectId), asc(projectTokens.position));
  const listed = await db
    .select({
      projectId: tokenContracts.projectId,
      chainId: tokenContracts.chainId,
      address: tokenContracts.address,
    })
    .from(tokenContracts)
    .where(
      and(
        isNotNull(tokenContracts.projectId),
        projectIds ? inArray(tokenContracts.projectId, [...projectIds]) : undefined,
      ),
    )
    .orderBy(asc(tokenContracts.projectId), asc(tokenContracts.chainId), asc(tokenContracts.address));

  const contracts = new Map<string, { chain: EvmChain; address: string; projectIds: Set<string> }>();
  const perProject = new Map<string, number>();
  const add = (projectId: string, chain: EvmChain | null, address: string | null) => {
    if (!chain || !address || !EVM_ADDRESS_PATTERN.test(address)) return;
    const key = `${chain.chainId}:${address.toLowerCase()}`;
    const known = contracts.get(key);
    if (known?.projectIds.has(projectId)) return;
    const count = perProject.get(projectId) ?? 0;
    if (count >= CHAIN_CONTRACTS_PER_PROJECT) return;
    perProject.set(projectId, count + 1);
    if (known) known.projectIds.add(projectId);
    else contracts.set(key, { chain, address: address.toLowerCase(), projectIds: new Set([projectId]) });
  };
  for (const token of tokens) add(token.projectId, chainByName(token.chain), token.address);
  for (const token of listed) add(token.projectId!, chainById(token.chainId), token.address);
  return [...contracts.values()].map((contract) => ({ ...contract, projectIds: [...contract.projectIds] }));
}

export const contractKey = (contract: { chain: EvmChain; address: string }) =>
  `${contract.chain.chainId}:${contract.address.toLowerCase()}`;

/** The stored readings of these contracts, by contractKey. */
export async function storedReadings(
  db: Executor,
  contracts: readonly TrackedContract[],
): Promise<Map<string, typeof contractReadings.$inferSelect>> {
  if (contracts.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contractReadings)
    .where(
      and(
        inArray(contractReadings.chainId, [...new Set(contracts.map((contract) => contract.chain.chainId))]),
        inArray(contractReadings.address, [...new Set(contracts.map((contract) => contract.address))]),
      ),
    );
  return new Map(rows.map((row) => [`${row.chainId}:${row.address}`, row]));
}
