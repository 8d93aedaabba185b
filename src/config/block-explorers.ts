// The public block explorer of each chain, for the links to contracts and transactions on project pages.
// Chains are named as the data sets name them: one chain may go by several names ("BSC", "BNB Smart Chain").

export interface BlockExplorer {
  readonly name: string;
  /** The spelling of an address and of a transaction hash on the chain: anything else gets no link. */
  readonly addressPattern: RegExp;
  readonly txPattern: RegExp;
  readonly addressUrl: (address: string) => string;
  readonly txUrl: (hash: string) => string;
  /** A block by number; absent where the explorer has no such page. */
  readonly blockUrl?: (block: number) => string;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EVM_TX = /^0x[0-9a-fA-F]{64}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,90}$/;

// Most explorers follow Etherscan's paths.
const etherscanLike = (name: string, origin: string): BlockExplorer => ({
  name,
  addressPattern: EVM_ADDRESS,
  txPattern: EVM_TX,
  addressUrl: (address) => `${origin}/address/${address}`,
  txUrl: (hash) => `${origin}/tx/${hash}`,
  blockUrl: (block) => `${origin}/block/${block}`,
});

const ETHERSCAN = etherscanLike('Etherscan', 'https://etherscan.io');
const BSCSCAN = etherscanLike('BscScan', 'https://bscscan.com');
const SNOWTRACE = etherscanLike('Snowtrace', 'https://snowtrace.io');
const SEITRACE = etherscanLike('Seitrace', 'https://seitrace.com');

export const BLOCK_EXPLORERS: Readonly<Record<string, BlockExplorer>> = {
  Ethereum: ETHERSCAN,
  BSC: BSCSCAN,
  'BNB Smart Chain': BSCSCAN,
  Arbitrum: etherscanLike('Arbiscan', 'https://arbiscan.io'),
  'Arbitrum Nova': etherscanLike('Arbiscan Nova', 'https://nova.arbiscan.io'),
  Base: etherscanLike('BaseScan', 'https://basescan.org'),
  Polygon: etherscanLike('PolygonScan', 'https://polygonscan.com'),
  'Polygon zkEVM': etherscanLike('PolygonScan zkEVM', 'https://zkevm.polygonscan.com'),
  Optimism: etherscanLike('Optimistic Etherscan', 'https://optimistic.etherscan.io'),
  Avalanche: SNOWTRACE,
  Fantom: etherscanLike('FTMScan', 'https://ftmscan.com'),
  Gnosis: etherscanLike('GnosisScan', 'https://gnosisscan.io'),
  Linea: etherscanLike('LineaScan', 'https://lineascan.build'),
  Blast: etherscanLike('BlastScan', 'https://blastscan.io'),
  'zkSync Era': etherscanLike('zkSync Era Explorer', 'https://explorer.zksync.io'),
  Mantle: etherscanLike('Mantle Explorer', 'https://explorer.mantle.xyz'),
  Moonriver: etherscanLike('Moonscan', 'https://moonriver.moonscan.io'),
  Moonbeam: etherscanLike('Moonscan', 'https://moonscan.io'),
  Sei: SEITRACE,
  'Sei Network': SEITRACE,
  Cronos: etherscanLike('Cronoscan', 'https://cronoscan.com'),
  Celo: etherscanLike('Celoscan', 'https://celoscan.io'),
  Scroll: etherscanLike('Scrollscan', 'https://scrollscan.com'),
  Metis: etherscanLike('Metis Explorer', 'https://andromeda-explorer.metis.io'),
  Aurora: etherscanLike('Aurora Explorer', 'https://explorer.aurora.dev'),
  Kava: etherscanLike('Kava Explorer', 'https://kavascan.com'),
  Solana: {
    name: 'Solscan',
    addressPattern: BASE58,
    txPattern: BASE58,
    addressUrl: (address) => `https://solscan.io/account/${address}`,
    txUrl: (hash) => `https://solscan.io/tx/${hash}`,
  },
  TRON: {
    name: 'Tronscan',
    addressPattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    txPattern: /^[0-9a-fA-F]{64}$/,
    addressUrl: (address) => `https://tronscan.org/#/address/${address}`,
    txUrl: (hash) => `https://tronscan.org/#/transaction/${hash}`,
  },
  NEAR: {
    name: 'NearBlocks',
    addressPattern: /^[a-z0-9._-]{2,64}$/,
    txPattern: BASE58,
    addressUrl: (address) => `https://nearblocks.io/address/${address}`,
    txUrl: (hash) => `https://nearblocks.io/txns/${hash}`,
  },
};

export const blockExplorerOf = (chain: string | null | undefined): BlockExplorer | null =>
  (chain && BLOCK_EXPLORERS[chain]) || null;
