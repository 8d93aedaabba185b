// The EVM chains whose contracts Rampart reads: each is read only when its RPC_URL_<KEY> is set (config/env.ts).
// `names` are the spellings of the chain in the data sets (project tokens, incidents), the first the one shown.

export interface EvmChain {
  /** The chain in URLs and the API (?chain=ethereum). */
  readonly slug: string;
  /** The suffix of its RPC_URL_<KEY> variable. */
  readonly envKey: string;
  readonly name: string;
  readonly chainId: number;
  /** Every spelling of the chain in the data sets; the first is the one the block explorers are keyed by. */
  readonly names: readonly string[];
}

export const EVM_CHAINS = [
  { slug: 'ethereum', envKey: 'ETHEREUM', name: 'Ethereum', chainId: 1, names: ['Ethereum'] },
  {
    slug: 'arbitrum',
    envKey: 'ARBITRUM',
    name: 'Arbitrum',
    chainId: 42161,
    names: ['Arbitrum', 'Arbitrum One'],
  },
  { slug: 'optimism', envKey: 'OPTIMISM', name: 'Optimism', chainId: 10, names: ['Optimism', 'OP Mainnet'] },
  { slug: 'base', envKey: 'BASE', name: 'Base', chainId: 8453, names: ['Base'] },
  { slug: 'polygon', envKey: 'POLYGON', name: 'Polygon', chainId: 137, names: ['Polygon', 'Polygon PoS'] },
  {
    slug: 'bsc',
    envKey: 'BSC',
    name: 'BNB Smart Chain',
    chainId: 56,
    names: ['BNB Smart Chain', 'BSC', 'BNB Chain'],
  },
  {
    slug: 'avalanche',
    envKey: 'AVALANCHE',
    name: 'Avalanche',
    chainId: 43114,
    names: ['Avalanche', 'Avalanche C-Chain'],
  },
] as const satisfies readonly EvmChain[];

export type ChainSlug = (typeof EVM_CHAINS)[number]['slug'];
export const CHAIN_SLUGS = EVM_CHAINS.map((chain) => chain.slug) as [ChainSlug, ...ChainSlug[]];

export const chainBySlug = (slug: string): EvmChain | null =>
  EVM_CHAINS.find((chain) => chain.slug === slug) ?? null;

export const chainById = (chainId: number): EvmChain | null =>
  EVM_CHAINS.find((chain) => chain.chainId === chainId) ?? null;

/** The chain a data set's spelling names ('BSC', 'BNB Smart Chain'...), case aside; null for any other chain. */
export const chainByName = (name: string | null | undefined): EvmChain | null => {
  if (!name) return null;
  const wanted = name.trim().toLowerCase();
  return EVM_CHAINS.find((chain) => chain.names.some((known) => known.toLowerCase() === wanted)) ?? null;
};

/** An EVM address as typed: 0x and 40 hexadecimal digits, any case. */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
