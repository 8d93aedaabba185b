import 'server-only';
import { env, type Env } from '@/config/env';
import { EVM_CHAINS, type EvmChain } from '@/config/chains';
import type { ChainEndpoint, ReadOptions } from './read-contract';

/** The RPC endpoint of a chain, or null when its RPC_URL_<KEY> is unset: that chain is not read at all. */
export function endpointOf(chain: EvmChain, config: Env = env()): ChainEndpoint | null {
  const rpcUrl = config[`RPC_URL_${chain.envKey}` as keyof Env] as string | undefined;
  return rpcUrl ? { chain, rpcUrl } : null;
}

/** Every chain the server reads. */
export function configuredEndpoints(config: Env = env()): ChainEndpoint[] {
  return EVM_CHAINS.flatMap((chain) => endpointOf(chain, config) ?? []);
}

/** How every read is made: the outbound policy's loopback rule and the deadline of one call. */
export function readOptionsOf(config: Env = env()): ReadOptions {
  return {
    allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK === 'on',
    callTimeoutMs: config.CHAIN_CALL_TIMEOUT_MS,
  };
}

/** The reason a chain is not read, in words. */
export const notConfiguredReason = (chain: EvmChain) =>
  `this server has no RPC endpoint for ${chain.name} (RPC_URL_${chain.envKey} is not set)`;
